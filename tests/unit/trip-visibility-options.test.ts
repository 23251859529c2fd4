import { describe, expect, it } from "vitest";
import { visibilityOptions } from "@/components/trips/visibility-options";

const publicText = (...args: Parameters<typeof visibilityOptions>) =>
  visibilityOptions(...args).find((option) => option.value === "public")!.description;

describe("the host form's visibility choices", () => {
  it("name the matches and friends who see a public friends trip", () => {
    expect(publicText("friends", ["Ana", "Ben", "Chloé"])).toBe(
      "All your matches and friends can see and request to join. Matches and friends (3): Ana, Ben, Chloé.",
    );
    expect(visibilityOptions("friends", [])[0]!.description).toBe("Only invite specific matches and friends manually");
  });

  it("keep the product's words on a matches trip, naming the matches", () => {
    expect(publicText("matches", ["Ana"])).toBe("All your matches can see and request to join. Matches (1): Ana.");
    expect(visibilityOptions("matches", undefined)[0]!.description).toBe("Only invite specific matches manually");
  });

  it("say when nobody would see it, count the rest past four names, and wait while loading", () => {
    expect(publicText("friends", [])).toBe(
      "All your matches and friends can see and request to join. You have no matches or friends yet.",
    );
    expect(publicText("friends", ["A", "B", "C", "D", "E", "F"])).toMatch(/\(6\): A, B, C, D and 2 more\.$/);
    expect(publicText("matches", undefined)).toBe("All your matches can see and request to join.");
  });
});
