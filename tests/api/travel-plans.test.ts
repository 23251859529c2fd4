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
      user_id: user.id, destination: "Lisbon, Portugal", arrival_date: day(10), departure_date: day(15),
      travel_purpose: "Surfing", status: "active",
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
    expect((await createPlan(token, { destination: "Lisbon", arrival_date: day(3), departure_date: day(3) })).status).toBe(201);
    expect((await createPlan(token, { destination: "Lisbon", arrival_date: day(-5), departure_date: day(-1) })).status).toBe(201);
  });

  it.each([
    ["departure before arrival", { arrival_date: day(10), departure_date: day(9) }, "departure_date", "Departure date must be on or after the arrival date"],
    ["a plan in the past", { arrival_date: day(-10), departure_date: day(-2) }, "departure_date", "Departure date must not be in the past"],
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
    expect(body.errors.map((error: { field: string }) => error.field).sort()).toEqual(["arrival_date", "departure_date", "destination"]);
  });
});

describe("reading, updating and deleting plans", () => {
  it("lists only the caller's plans, filtered by status; past active plans count as completed", async () => {
    const { token, user } = await buildMember();
    const other = await buildMember();
    await createPlan(other.token, { destination: "Berlin" });
    const upcoming = (await createPlan(token, { destination: "Lisbon" })).body;
    const cancelled = (await createPlan(token, { destination: "Tokyo" })).body;
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
    expect((await call(planRoute.PUT, { ...options, method: "PUT", body: { destination: "Berlin" } })).status).toBe(404);
    expect((await call(planRoute.DELETE, { ...options, method: "DELETE" })).status).toBe(404);
    expect((await call(planRoute.GET, { token: owner.token, params: { id: plan.id } })).body.destination).toBe("Lisbon, Portugal");
  });

  it("updates partially, re-resolving the destination and checking dates against stored ones", async () => {
    const { token } = await buildMember();
    const plan = (await createPlan(token, { destination: "Lisbon", travel_purpose: "Work" })).body;
    const moved = await call(planRoute.PUT, { method: "PUT", token, params: { id: plan.id }, body: { destination: "vienna" } });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ destination: "Vienna, Austria", travel_purpose: "Work", arrival_date: day(10) });
    const badOrder = await call(planRoute.PUT, { method: "PUT", token, params: { id: plan.id }, body: { departure_date: day(5) } });
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
      Array.from({ length: count }, (_, i) => ({ userId, destination: `Stop ${i}`, arrivalDate: day(1 + i), departureDate: day(2 + i) })),
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
    expect((await createPlan(token, { destination: "Now there is room" })).status).toBe(201);
  });

  it("counts a cancelled plan made active again like a new one", async () => {
    const { token, user } = await buildMember();
    const cancelled = await buildPlan(user, { status: "cancelled" });
    await fill(user.id, MAX_UPCOMING_PLANS);
    const reactivate = await call(planRoute.PUT, { method: "PUT", token, params: { id: cancelled.id }, body: { status: "active" } });
    expect(reactivate.status).toBe(409);
    // an edit of a plan that already counts is no new plan
    const [upcoming] = (await call(plansRoute.GET, { token, query: { status: "active" } })).body as { id: number }[];
    expect((await call(planRoute.PUT, { method: "PUT", token, params: { id: upcoming!.id }, body: { travel_purpose: "Still going" } })).status).toBe(200);
  });

  it("holds under racing creates: of ten at one below the cap, exactly one is made", async () => {
    const { token, user } = await buildMember();
    await fill(user.id, MAX_UPCOMING_PLANS - 1);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => createPlan(token, { destination: `Racer ${i}` })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    const db = await getDb();
    expect(await db.$count(travelPlans, eq(travelPlans.userId, user.id))).toBe(MAX_UPCOMING_PLANS);
  });
});
