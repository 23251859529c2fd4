import { describe, expect, it } from "vitest";
import { EMPTY_TRIP, tripCreateBody, tripUpdateBody, tripValues } from "@/components/admin/group-trips/trip-form";
import { numberValue } from "@/components/admin/kit/form-values";
import { contentPreview } from "@/components/admin/messages/message-preview";
import { EMPTY_PAIRING, pairingCreateBody } from "@/components/admin/pairings/pairing-form";
import {
  EMPTY_PARTICIPANT,
  participantCreateBody,
  participantUpdateBody,
  participantValues,
} from "@/components/admin/participants/participant-form";
import { EMPTY_PLAN, planCreateBody, planUpdateBody, planValues } from "@/components/admin/travel-plans/plan-form";
import type { AdminParticipant, AdminPlan, AdminTrip } from "@/lib/admin/contract";
import {
  AdminCreatePairingBody,
  AdminCreateParticipantBody,
  AdminCreatePlanBody,
  AdminCreateTripBody,
  AdminUpdateTripBody,
} from "@/lib/admin/contract";

// The admin screens' forms (docs/product.md §4-§5): required-field warnings on create, integers in bodies,
// and bodies the admin API's own schemas accept.

describe("numberValue", () => {
  it("turns typed ids into numbers and leaves empty out", () => {
    expect(numberValue(" 12 ")).toBe(12);
    expect(numberValue("")).toBeUndefined();
    expect(numberValue("   ")).toBeUndefined();
  });

  it("keeps text that is not a number, for the server to name the field", () => {
    expect(numberValue("abc")).toBe("abc");
  });
});

describe("pairing create", () => {
  it("needs both user ids", async () => {
    expect(await pairingCreateBody({ ...EMPTY_PAIRING, user1_id: "3" })).toEqual({
      warning: "Please fill in both user IDs",
    });
    expect(await pairingCreateBody({ ...EMPTY_PAIRING, user2_id: "3" })).toEqual({
      warning: "Please fill in both user IDs",
    });
  });

  it("sends integers and the type, match by default", async () => {
    const { body } = await pairingCreateBody({ ...EMPTY_PAIRING, user1_id: "3", user2_id: "14" });
    expect(body).toEqual({ user1_id: 3, user2_id: 14, relationship_type: "match" });
    expect(AdminCreatePairingBody.safeParse(body).success).toBe(true);
  });
});

describe("travel plan create and edit", () => {
  const filled = {
    ...EMPTY_PLAN,
    user_id: "7",
    destination: " Lisbon, Portugal ",
    arrival_date: "2031-03-01",
    departure_date: "2031-03-09",
  };

  it("needs user id, destination, arrival and departure", async () => {
    for (const field of ["user_id", "destination", "arrival_date", "departure_date"] as const) {
      expect(await planCreateBody({ ...filled, [field]: " " })).toEqual({ warning: "Please fill in required fields" });
    }
  });

  it("sends the user id as an integer, the status (active by default), an empty purpose as null, no visibility unless picked", async () => {
    const { body } = await planCreateBody(filled);
    expect(body).toEqual({
      user_id: 7,
      destination: "Lisbon, Portugal",
      arrival_date: "2031-03-01",
      departure_date: "2031-03-09",
      travel_purpose: null,
      status: "active",
    });
    expect(AdminCreatePlanBody.safeParse(body).success).toBe(true);
    // The member's default applies unless the admin picks one.
    expect((await planCreateBody({ ...filled, visibility: "connections" })).body).toMatchObject({
      visibility: "connections",
    });
  });

  it("prefills an edit from the row and sends it back unchecked", () => {
    const plan: AdminPlan = {
      id: 4,
      user_id: 7,
      destination: "Porto",
      city_id: null,
      near_city_id: null,
      near_city_name: null,
      arrival_date: "2031-01-01",
      departure_date: "2031-01-05",
      travel_purpose: "Surf",
      status: "active",
      visibility: "everyone",
      group_trip_id: null,
      created_at: "2030-12-01T10:00:00.000Z",
    };
    const values = planValues(plan);
    expect(values).toEqual({
      user_id: "7",
      status: "active",
      destination: "Porto",
      travel_purpose: "Surf",
      arrival_date: "2031-01-01",
      departure_date: "2031-01-05",
      visibility: "everyone",
    });
    expect(planUpdateBody({ ...values, status: "completed", travel_purpose: "", visibility: "private" })).toEqual({
      user_id: 7,
      destination: "Porto",
      arrival_date: "2031-01-01",
      departure_date: "2031-01-05",
      travel_purpose: null,
      status: "completed",
      visibility: "private",
    });
    // No client check on an edit: an emptied destination goes out and the server answers.
    expect(planUpdateBody({ ...values, destination: "", user_id: "" })).toMatchObject({ destination: "" });
    expect(planUpdateBody({ ...values, user_id: "" })).not.toHaveProperty("user_id");
  });
});

describe("group trip create and edit", () => {
  const filled = {
    ...EMPTY_TRIP,
    creator_id: "2",
    title: " Surf week ",
    destination: "Ericeira",
    arrival_date: "2031-05-01",
    departure_date: "2031-05-08",
  };

  it("defaults to a public friends trip in planning", () => {
    expect(EMPTY_TRIP).toMatchObject({ trip_type: "friends", visibility: "public", status: "planning" });
  });

  it("needs creator id, title, destination, arrival and departure", async () => {
    for (const field of ["creator_id", "title", "destination", "arrival_date", "departure_date"] as const) {
      expect(await tripCreateBody({ ...filled, [field]: "" })).toEqual({ warning: "Please fill in required fields" });
    }
  });

  it("leaves empty optional fields out, max participants among them", async () => {
    const { body } = await tripCreateBody(filled);
    expect(body).toEqual({
      creator_id: 2,
      title: "Surf week",
      destination: "Ericeira",
      arrival_date: "2031-05-01",
      departure_date: "2031-05-08",
      trip_type: "friends",
      visibility: "public",
      status: "planning",
    });
    expect(AdminCreateTripBody.safeParse(body).success).toBe(true);
  });

  it("sends max participants as an integer when filled, and the activities joined", async () => {
    const { body } = await tripCreateBody({
      ...filled,
      max_participants: "6",
      activities: ["Beach", "Cuisine"],
      budget_range: "Mid-range ($$)",
    });
    expect(body).toMatchObject({ max_participants: 6, activities: "Beach, Cuisine", budget_range: "Mid-range ($$)" });
    expect(AdminCreateTripBody.safeParse(body).success).toBe(true);
  });

  it("prefills an edit and clears emptied optional fields with null", () => {
    const trip = {
      id: 9,
      creator_id: 2,
      creator: { id: 2, name: "Ana" },
      title: "Surf week",
      description: "Waves",
      destination: "Ericeira",
      city_id: null,
      near_city_id: null,
      near_city_name: null,
      arrival_date: "2031-05-01",
      departure_date: "2031-05-08",
      trip_type: "matches",
      visibility: "private",
      max_participants: 6,
      budget_range: "Budget ($)",
      activities: "Beach, Cuisine",
      trip_style: "Adventure",
      accommodation_link: "https://stay.example",
      workspace_link: null,
      status: "confirmed",
      participant_count: 1,
      user_status: null,
      unread_messages: null,
      waitlist_count: 0,
      waitlist_position: null,
      participants: [],
      created_at: "2031-01-01T00:00:00.000Z",
    } as AdminTrip;
    const values = tripValues(trip);
    expect(values).toMatchObject({
      creator_id: "2",
      max_participants: "6",
      activities: ["Beach", "Cuisine"],
      workspace_link: "",
      status: "confirmed",
    });
    const body = tripUpdateBody({ ...values, max_participants: "", description: "", activities: [] });
    expect(body).toMatchObject({
      creator_id: 2,
      max_participants: null,
      description: null,
      activities: null,
      trip_type: "matches",
      status: "confirmed",
    });
    expect(AdminUpdateTripBody.safeParse(body).success).toBe(true);
  });
});

describe("participant create and edit", () => {
  it("needs trip id and user id", async () => {
    expect(await participantCreateBody({ ...EMPTY_PARTICIPANT, trip_id: "1" })).toEqual({
      warning: "Please fill in trip ID and user ID",
    });
    expect(await participantCreateBody({ ...EMPTY_PARTICIPANT, user_id: "1" })).toEqual({
      warning: "Please fill in trip ID and user ID",
    });
  });

  it("sends integers, invited participant by default", async () => {
    const { body } = await participantCreateBody({ ...EMPTY_PARTICIPANT, trip_id: "5", user_id: "8" });
    expect(body).toEqual({ trip_id: 5, user_id: 8, status: "invited", role: "participant" });
    expect(AdminCreateParticipantBody.safeParse(body).success).toBe(true);
  });

  it("prefills an edit from the row", () => {
    const entry = {
      id: 3,
      trip_id: 5,
      trip_title: "Surf",
      user_id: 8,
      user_name: "Bo",
      status: "requested",
      role: "participant",
    } as AdminParticipant;
    const values = participantValues(entry);
    expect(participantUpdateBody({ ...values, status: "accepted" })).toEqual({
      trip_id: 5,
      user_id: 8,
      status: "accepted",
      role: "participant",
    });
  });
});

describe("message preview", () => {
  it("says '(no text)' for an empty or blank message", () => {
    expect(contentPreview("")).toBe("(no text)");
    expect(contentPreview("  \n ")).toBe("(no text)");
    expect(contentPreview(null)).toBe("(no text)");
  });

  it("keeps short text and cuts long text at a word", () => {
    expect(contentPreview("See you in Lisbon")).toBe("See you in Lisbon");
    const long = "We land on Tuesday morning and could meet at the coworking space near the river afterwards";
    const preview = contentPreview(long);
    expect(preview.endsWith("…")).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(61);
    expect(long.startsWith(preview.slice(0, -1))).toBe(true);
    expect(preview).not.toMatch(/\s…$/);
  });
});
