import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as planRoute from "@/app/api/v1/travel-plans/[id]/route";
import * as plansRoute from "@/app/api/v1/travel-plans/route";
import { getDb } from "@/db/client";
import { travelPlans } from "@/db/schema";
import { addDays, todayUtc } from "@/lib/dates/days";
import { MAX_UPCOMING_PLANS } from "@/lib/plans/values";
import { buildMember, buildPlan } from "../factories";
import { loadTestCities } from "../helpers/cities";
import { call } from "../helpers/http";

const day = (offset: number) => addDays(todayUtc(), offset);
beforeAll(() => loadTestCities());

async function createPlan(token: string, body: Record<string, unknown>) {
  return call(plansRoute.POST, { token, body: { arrival_date: day(10), departure_date: day(15), ...body } });
}

describe("POST /travel-plans", () => {
  it("resolves the destination to a city and stores its display form", async () => {
    const { token, user } = await buildMember();
    const { status, body } = await createPlan(token, { destination: "Lisboa", travel_purpose: " Surfing " });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      user_id: user.id,
      destination: "Lisbon, Portugal",
      arrival_date: day(10),
      departure_date: day(15),
      travel_purpose: "Surfing",
      status: "active",
    });
    expect(body.city_id).toBeGreaterThan(0);
  });

  it("takes a city_id from the autocomplete", async () => {
    const { token } = await buildMember();
    const lisbon = await createPlan(token, { destination: "Lisbon" });
    const { body } = await createPlan(token, { destination: "whatever was typed", city_id: lisbon.body.city_id });
    expect(body.destination).toBe("Lisbon, Portugal");
    expect((await createPlan(token, { destination: "x", city_id: 999999999 })).status).toBe(422);
  });

  it("keeps a destination that names no city as typed", async () => {
    const { token } = await buildMember();
    const { status, body } = await createPlan(token, { destination: "  Burning Man camp " });
    expect(status).toBe(201);
    expect(body).toMatchObject({ destination: "Burning Man camp", city_id: null });
  });

  it("accepts a one-day plan and a departure of yesterday (UTC) for members west of Greenwich", async () => {
    const { token } = await buildMember();
    expect(
      (await createPlan(token, { destination: "Lisbon", arrival_date: day(3), departure_date: day(3) })).status,
    ).toBe(201);
    expect(
      (await createPlan(token, { destination: "Lisbon", arrival_date: day(-5), departure_date: day(-1) })).status,
    ).toBe(201);
  });

  it.each([
    [
      "departure before arrival",
      { arrival_date: day(10), departure_date: day(9) },
      "departure_date",
      "Departure date must be on or after the arrival date",
    ],
    [
      "a plan in the past",
      { arrival_date: day(-10), departure_date: day(-2) },
      "departure_date",
      "Departure date must not be in the past",
    ],
    ["a date that does not exist", { arrival_date: "2031-02-30" }, "arrival_date", "Must be a date (YYYY-MM-DD)"],
    ["a date in another format", { departure_date: "03/04/2031" }, "departure_date", "Must be a date (YYYY-MM-DD)"],
    ["an empty destination", { destination: "   " }, "destination", "Destination is required"],
  ])("refuses %s with 422 and creates nothing", async (_label, overrides, field, message) => {
    const { token, user } = await buildMember();
    const response = await createPlan(token, { destination: "Lisbon", ...overrides });
    expect(response.status).toBe(422);
    expect(response.body.errors).toContainEqual({ field, message });
    expect(await (await getDb()).select().from(travelPlans).where(eq(travelPlans.userId, user.id))).toHaveLength(0);
  });

  it("names the missing fields", async () => {
    const { token } = await buildMember();
    const { status, body } = await call(plansRoute.POST, { token, body: {} });
    expect(status).toBe(422);
    expect(body.errors.map((error: { field: string }) => error.field).sort()).toEqual([
      "arrival_date",
      "departure_date",
      "destination",
    ]);
  });
});

describe("reading, updating and deleting plans", () => {
  it("lists only the caller's plans, filtered by status; past active plans count as completed", async () => {
    const { token, user } = await buildMember();
    const other = await buildMember();
    await createPlan(other.token, { destination: "Berlin" });
    const upcoming = (await createPlan(token, { destination: "Lisbon" })).body;
    const cancelled = (await createPlan(token, { destination: "Tokyo", overlap_confirmed: true })).body;
    await call(planRoute.PUT, { method: "PUT", token, params: { id: cancelled.id }, body: { status: "cancelled" } });
    const past = await buildPlan(user, { destination: "Rome, Italy", arrivalDate: day(-20), departureDate: day(-12) });

    const all = (await call(plansRoute.GET, { token })).body;
    expect(all.map((plan: { id: number }) => plan.id).sort()).toEqual([upcoming.id, cancelled.id, past.id].sort());
    const ids = async (status: string) =>
      (await call(plansRoute.GET, { token, query: { status } })).body.map((plan: { id: number }) => plan.id);
    expect(await ids("active")).toEqual([upcoming.id]);
    expect(await ids("completed")).toEqual([past.id]);
    expect(await ids("cancelled")).toEqual([cancelled.id]);
    expect(all.find((plan: { id: number }) => plan.id === past.id).status).toBe("completed");
    expect((await call(plansRoute.GET, { token, query: { status: "someday" } })).status).toBe(422);
  });

  it("answers 404 for someone else's plan on every route, and changes nothing", async () => {
    const owner = await buildMember();
    const stranger = await buildMember();
    const plan = (await createPlan(owner.token, { destination: "Lisbon" })).body;
    const options = { token: stranger.token, params: { id: plan.id } };
    expect((await call(planRoute.GET, options)).status).toBe(404);
    expect((await call(planRoute.PUT, { ...options, method: "PUT", body: { destination: "Berlin" } })).status).toBe(
      404,
    );
    expect((await call(planRoute.DELETE, { ...options, method: "DELETE" })).status).toBe(404);
    expect((await call(planRoute.GET, { token: owner.token, params: { id: plan.id } })).body.destination).toBe(
      "Lisbon, Portugal",
    );
  });

  it("updates partially, re-resolving the destination and checking dates against stored ones", async () => {
    const { token } = await buildMember();
    const plan = (await createPlan(token, { destination: "Lisbon", travel_purpose: "Work" })).body;
    const moved = await call(planRoute.PUT, {
      method: "PUT",
      token,
      params: { id: plan.id },
      body: { destination: "vienna" },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ destination: "Vienna, Austria", travel_purpose: "Work", arrival_date: day(10) });
    const badOrder = await call(planRoute.PUT, {
      method: "PUT",
      token,
      params: { id: plan.id },
      body: { departure_date: day(5) },
    });
    expect(badOrder.status).toBe(422);
    expect((await call(planRoute.GET, { token, params: { id: plan.id } })).body.departure_date).toBe(day(15));
  });

  it("deletes with 204, then 404", async () => {
    const { token } = await buildMember();
    const plan = (await createPlan(token, { destination: "Lisbon" })).body;
    const deleted = await call(planRoute.DELETE, { method: "DELETE", token, params: { id: plan.id } });
    expect(deleted.status).toBe(204);
    expect((await call(planRoute.GET, { token, params: { id: plan.id } })).status).toBe(404);
    expect((await call(planRoute.DELETE, { method: "DELETE", token, params: { id: plan.id } })).status).toBe(404);
  });

  it("needs a member", async () => {
    expect((await call(plansRoute.GET)).status).toBe(401);
    expect((await call(plansRoute.POST, { body: { destination: "Lisbon" } })).status).toBe(401);
  });
});

describe("at most MAX_UPCOMING_PLANS upcoming plans per member", () => {
  /** Fills the member's upcoming plans up to `count` straight in the database (as many calls would). */
  async function fill(userId: number, count: number) {
    const db = await getDb();
    await db.insert(travelPlans).values(
      Array.from({ length: count }, (_, i) => ({
        userId,
        destination: `Stop ${i}`,
        arrivalDate: day(1 + i),
        departureDate: day(2 + i),
      })),
    );
  }

  it("refuses the next plan with a 409 that says what to do, counting neither cancelled nor past plans", async () => {
    const { token, user } = await buildMember();
    await fill(user.id, MAX_UPCOMING_PLANS);
    await buildPlan(user, { status: "cancelled" });
    await buildPlan(user, { arrivalDate: day(-20), departureDate: day(-10) });
    const refused = await createPlan(token, { destination: "One too many" });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ detail: "You have 100 upcoming travel plans; delete or cancel one first" });
    const [first] = (await call(plansRoute.GET, { token, query: { status: "active" } })).body as { id: number }[];
    await call(planRoute.DELETE, { method: "DELETE", token, params: { id: first!.id } });
    // (Its days meet the filled plans elsewhere: confirmed, this is about the cap alone.)
    expect((await createPlan(token, { destination: "Now there is room", overlap_confirmed: true })).status).toBe(201);
  });

  it("counts a cancelled plan made active again like a new one", async () => {
    const { token, user } = await buildMember();
    const cancelled = await buildPlan(user, { status: "cancelled" });
    await fill(user.id, MAX_UPCOMING_PLANS);
    const reactivate = await call(planRoute.PUT, {
      method: "PUT",
      token,
      params: { id: cancelled.id },
      body: { status: "active" },
    });
    expect(reactivate.status).toBe(409);
    // an edit of a plan that already counts is no new plan
    const [upcoming] = (await call(plansRoute.GET, { token, query: { status: "active" } })).body as { id: number }[];
    expect(
      (
        await call(planRoute.PUT, {
          method: "PUT",
          token,
          params: { id: upcoming!.id },
          body: { travel_purpose: "Still going" },
        })
      ).status,
    ).toBe(200);
  });

  it("holds under racing creates: of ten at one below the cap, exactly one is made", async () => {
    const { token, user } = await buildMember();
    await fill(user.id, MAX_UPCOMING_PLANS - 1);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => createPlan(token, { destination: `Racer ${i}`, overlap_confirmed: true })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    const db = await getDb();
    expect(await db.$count(travelPlans, eq(travelPlans.userId, user.id))).toBe(MAX_UPCOMING_PLANS);
  });
});

describe("a plan on nights spent somewhere else (docs/api.md §4.2)", () => {
  const update = (token: string, id: number, body: Record<string, unknown>) =>
    call(planRoute.PUT, { method: "PUT", token, params: { id }, body });

  it("answers 409 with the clashing plan until the member confirms, then keeps both", async () => {
    const { token } = await buildMember();
    const lisbon = (await createPlan(token, { destination: "Lisbon", arrival_date: day(10), departure_date: day(30) }))
      .body;
    const refused = await createPlan(token, { destination: "Porto", arrival_date: day(20), departure_date: day(25) });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatch(/^You are in Lisbon [A-Z][a-z]{2} \d{1,2}-([A-Z][a-z]{2} )?\d{1,2}$/);
    expect(refused.body.clashing_plan).toMatchObject({
      id: lisbon.id,
      destination: lisbon.destination,
      arrival_date: day(10),
      departure_date: day(30),
    });
    expect((await call(plansRoute.GET, { token })).body).toHaveLength(1);

    const kept = await createPlan(token, {
      destination: "Porto",
      arrival_date: day(20),
      departure_date: day(25),
      overlap_confirmed: true,
    });
    expect(kept.status).toBe(201);
    expect((await call(plansRoute.GET, { token })).body).toHaveLength(2);
  });

  it("lets a day of travel, the same place, its region, and cancelled or other members' plans pass", async () => {
    const { token, user } = await buildMember();
    await createPlan(token, { destination: "Lisbon", arrival_date: day(10), departure_date: day(20) });
    // Leaving Lisbon the day one reaches Porto, and arriving the day one leaves it.
    expect(
      (await createPlan(token, { destination: "Porto", arrival_date: day(20), departure_date: day(24) })).status,
    ).toBe(201);
    expect(
      (await createPlan(token, { destination: "Cascais", arrival_date: day(5), departure_date: day(10) })).status,
    ).toBe(201);
    // The same city again, the same text kept as typed, a region and a place it holds.
    expect(
      (await createPlan(token, { destination: "Lisbon", arrival_date: day(12), departure_date: day(14) })).status,
    ).toBe(201);
    await createPlan(token, { destination: "Hidden Cove", arrival_date: day(40), departure_date: day(45) });
    expect(
      (await createPlan(token, { destination: "hidden cove", arrival_date: day(41), departure_date: day(44) })).status,
    ).toBe(201);
    await createPlan(token, { destination: "Bali", arrival_date: day(60), departure_date: day(70) });
    expect(
      (await createPlan(token, { destination: "Ubud", arrival_date: day(62), departure_date: day(66) })).status,
    ).toBe(201);
    await buildPlan(user, { destination: "Crete", arrivalDate: day(80), departureDate: day(90), status: "cancelled" });
    const other = await buildMember();
    await buildPlan(other.user, { destination: "Madeira", arrivalDate: day(80), departureDate: day(90) });
    expect(
      (await createPlan(token, { destination: "Porto", arrival_date: day(80), departure_date: day(90) })).status,
    ).toBe(201);
  });

  it("asks again when an edit moves a plan onto another's nights, and not when the edit leaves place and days alone", async () => {
    const { token } = await buildMember();
    await createPlan(token, { destination: "Lisbon", arrival_date: day(10), departure_date: day(20) });
    const porto = (await createPlan(token, { destination: "Porto", arrival_date: day(25), departure_date: day(30) }))
      .body;
    const moved = await update(token, porto.id, { arrival_date: day(15) });
    expect(moved.status).toBe(409);
    expect(moved.body.clashing_plan.destination).toMatch(/^Lisbon/);
    expect((await call(planRoute.GET, { token, params: { id: porto.id } })).body.arrival_date).toBe(day(25));
    expect((await update(token, porto.id, { arrival_date: day(15), overlap_confirmed: true })).status).toBe(200);
    // Now clashing and kept: a change of purpose is not asked about, a change of place is.
    expect((await update(token, porto.id, { travel_purpose: "Surf" })).status).toBe(200);
    expect((await update(token, porto.id, { destination: "Cascais" })).status).toBe(409);
    // Its own old days are no clash with itself.
    expect((await update(token, porto.id, { destination: "Lisbon" })).status).toBe(200);
  });

  it("refuses a wrong type for the confirmation (422)", async () => {
    const { token } = await buildMember();
    const response = await createPlan(token, { destination: "Lisbon", overlap_confirmed: "yes" });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([{ field: "overlap_confirmed", message: "Must be true or false" }]);
  });

  it("holds under racing creates into the same nights: one is made, the other is shown it", async () => {
    const { token } = await buildMember();
    const answers = await Promise.all([
      createPlan(token, { destination: "Lisbon", arrival_date: day(10), departure_date: day(20) }),
      createPlan(token, { destination: "Porto", arrival_date: day(12), departure_date: day(18) }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const made = answers.find((answer) => answer.status === 201)!.body;
    expect(answers.find((answer) => answer.status === 409)!.body.clashing_plan.id).toBe(made.id);
    expect((await call(plansRoute.GET, { token })).body).toHaveLength(1);
  });
});
