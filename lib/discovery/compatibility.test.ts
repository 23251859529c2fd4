import { describe, expect, it } from "vitest";
import { admitsGender, availableActions, type PairingProfile } from "./compatibility";

const person = (overrides: Partial<PairingProfile> = {}): PairingProfile => ({
  gender: "Woman",
  interestedIn: ["Men"],
  age: 30,
  minAgePreference: null,
  maxAgePreference: null,
  openToPairingTypes: ["match", "friend"],
  ...overrides,
});
const man = (overrides: Partial<PairingProfile> = {}) =>
  person({ gender: "Man", interestedIn: ["Women"], ...overrides });

describe("admitsGender", () => {
  it.each([
    [["Men"], "Man", true],
    [["Men"], "Woman", false],
    [["Women"], "Woman", true],
    [["Non-binary"], "Genderfluid", true],
    [["Non-binary"], "Agender", true],
    [["Non-binary"], "Two-Spirit", true],
    [["Non-binary"], "Man", false],
    [["Everyone"], "Prefer not to say", true],
    [["Men", "Women"], "Woman", true],
    [[], "Woman", false],
    [["Women"], "Other", false],
  ])("%j admits %s: %s", (interestedIn, gender, expected) => {
    expect(admitsGender(interestedIn as string[], gender as string)).toBe(expected);
  });
});

describe("availableActions", () => {
  it("offers all three to a mutually interested pair open to both", () => {
    expect(availableActions(person(), man())).toEqual(["pass", "befriend", "match"]);
  });

  it("offers no match when interest is one-sided", () => {
    expect(availableActions(person(), man({ interestedIn: ["Men"] }))).toEqual(["pass", "befriend"]);
  });

  it("offers no match when either is not open to matches, no befriend when either is not open to friends", () => {
    expect(availableActions(person({ openToPairingTypes: ["friend"] }), man())).toEqual(["pass", "befriend"]);
    expect(availableActions(person(), man({ openToPairingTypes: ["match"] }))).toEqual(["pass", "match"]);
  });

  it("respects each side's age preferences", () => {
    expect(availableActions(person({ minAgePreference: 35 }), man({ age: 34 }))).toEqual(["pass", "befriend"]);
    expect(availableActions(person({ age: 41 }), man({ maxAgePreference: 40 }))).toEqual(["pass", "befriend"]);
    expect(availableActions(person({ minAgePreference: 30, maxAgePreference: 30 }), man({ age: 30 }))).toContain(
      "match",
    );
  });

  it("offers only friendship until gender and interests are set", () => {
    expect(availableActions(person({ gender: null }), man())).toEqual(["pass", "befriend"]);
    expect(availableActions(person(), man({ interestedIn: [] }))).toEqual(["pass", "befriend"]);
  });
});
