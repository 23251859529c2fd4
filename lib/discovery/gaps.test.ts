import { describe, expect, it } from "vitest";
import { emptyReason, GAP_MESSAGES, NOBODY_YET } from "./gaps";

const base = {
  gaps: [],
  openToFriend: true,
  hiddenByFilters: false,
  radiusKm: 0,
  clearHref: "/app?radius_km=0",
  widerHref: "/app?radius_km=50",
} as const;

describe("emptyReason: the true reason Discover's list is empty", () => {
  it("says a typed place is not known, after filters and before any distance", () => {
    const unknown = emptyReason({ ...base, unplaced: ["Canggu"] });
    expect(unknown.message).toBe(
      "Overlap does not know Canggu yet, so only plans to the same name meet yours, and no distance reaches it. Admins add the places members go to.",
    );
    expect(unknown.action).toEqual({ label: "Go to My Trips", href: "/app/travel-plans" });
    expect(emptyReason({ ...base, radiusKm: 50, unplaced: ["Canggu", "Bingin"] }).message).toMatch(
      /^Overlap does not know Canggu or Bingin yet/,
    );
    expect(emptyReason({ ...base, unplaced: ["Canggu"], hiddenByFilters: true }).message).toBe(
      "People overlap with your plans, but nobody fits these filters.",
    );
    expect(emptyReason({ ...base, unplaced: [] }).action.label).toBe("Look within 50 km");
  });

  it("says no plan first, whatever else applies", () => {
    expect(
      emptyReason({ ...base, gaps: ["no_upcoming_plan", "no_gender"], type: "match", hiddenByFilters: true }),
    ).toEqual(GAP_MESSAGES.no_upcoming_plan);
  });

  it("blames the member's own profile when it rules out the type asked for", () => {
    expect(emptyReason({ ...base, gaps: ["no_gender"], type: "match" })).toEqual(GAP_MESSAGES.no_gender);
    expect(emptyReason({ ...base, gaps: ["friends_only"], type: "match" })).toEqual(GAP_MESSAGES.friends_only);
    expect(emptyReason({ ...base, openToFriend: false, type: "friend" }).message).toMatch(/open to matches only/);
    // Without the filter the profile gap is not why the list is empty (friendships need neither).
    expect(emptyReason({ ...base, gaps: ["no_gender"] }).action.href).toBe(base.widerHref);
  });

  it("says the filters hid people only when they did", () => {
    expect(emptyReason({ ...base, hiddenByFilters: true })).toMatchObject({
      action: { label: "Clear filters", href: base.clearHref },
    });
    expect(emptyReason({ ...base, hiddenByFilters: false }).action.label).toBe("Look within 50 km");
  });

  it("offers a wider distance at the same city only, else says nobody overlaps yet", () => {
    expect(emptyReason({ ...base, radiusKm: 0 }).action.href).toBe(base.widerHref);
    expect(emptyReason({ ...base, radiusKm: 50 })).toEqual(NOBODY_YET);
  });
});
