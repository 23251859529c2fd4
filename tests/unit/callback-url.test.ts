import { describe, expect, it } from "vitest";
import { safeCallbackUrl } from "@/components/auth/callback-url";

// Where sign-in sends the member: a path on this site, or /app (docs/security.md, "Sign-in redirects").
describe("safeCallbackUrl", () => {
  it.each([
    "//evil.com",
    "/\\evil.com",
    "/.//evil.com",
    "/%2e//evil.com",
    "/%2E//evil.com",
    "/./\\evil.com",
    "/../..//evil.com",
    "/a/..//evil.com",
    "/\t/evil.com",
    "/\n/evil.com",
    "https://evil.com",
    "http:evil.com",
    "javascript:alert(1)",
    "evil.com",
    "",
  ])("refuses %j", (raw) => {
    const answer = safeCallbackUrl(raw);
    expect(answer).toBe("/app");
  });

  it.each([
    ["/app", "/app"],
    ["/app/discover?type=friend#top", "/app/discover?type=friend#top"],
    ["/app/./settings", "/app/settings"],
    ["/app/trips/../messages", "/app/messages"],
    ["/", "/"],
  ])("keeps %j as %j", (raw, kept) => {
    expect(safeCallbackUrl(raw)).toBe(kept);
  });

  it("what it keeps is kept again, unchanged (a path, not a way off the site)", () => {
    for (const raw of ["/app/%2e%2e/x", "/app//x", "/%61pp", "/.%2f/evil.com/..//evil.com", "/app\\..\\..\\evil.com"]) {
      const once = safeCallbackUrl(raw);
      expect(safeCallbackUrl(once)).toBe(once);
      expect(once.startsWith("//")).toBe(false);
    }
  });
});
