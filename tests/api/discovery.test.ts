import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as potentialRoute from "@/app/api/v1/matches/potential/route";
import { getDb, queryRows } from "@/db/client";
import { users, type UserRow } from "@/db/schema";
import { resolveDestination } from "@/lib/cities/service";
import { addDays, todayUtc } from "@/lib/dates/days";
import { overlappingTravellersQuery } from "@/lib/discovery/queries";
import { buildMember, buildMembersInBulk, buildPairing, buildPlan, buildUser } from "../factories";
import { loadTestCities } from "../helpers/cities";
import { call } from "../helpers/http";

const day = (offset: number) => addDays(todayUtc(), offset);
let lisbonId: number;
let tokyoId: number;
// Every test plans in a city of its own, so travellers from one test never meet another's.
let spareCities: { id: number; displayName: string }[] = [];
let city: { id: number; displayName: string };

beforeAll(async () => {
  await loadTestCities();
  const db = await getDb();
  lisbonId = (await resolveDestination(db, "Lisbon"))!.id;
  tokyoId = (await resolveDestination(db, "Tokyo"))!.id;
  spareCities = await queryRows(
    db,
    sql`select id, display_name as "displayName" from cities where id not in (${lisbonId}, ${tokyoId}) order by id limit 50`,
  );
});

beforeEach(() => {
  city = spareCities.shift()!;
});

/** A plan in the test's own city unless the test gives another place. */
const plan = (user: UserRow, from: number, to: number, place: Parameters<typeof buildPlan>[1] = {}) =>
  buildPlan(user, {
    cityId: city.id,
    destination: city.displayName,
    arrivalDate: day(from),
    departureDate: day(to),
    ...place,
  });

const woman = { gender: "Woman", interestedIn: ["Men"] };
const man = { gender: "Man", interestedIn: ["Women"] };

async function potential(token: string, query: Record<string, string | number> = {}) {
  const response = await call(potentialRoute.GET, { token, query });
  expect(response.status).toBe(200);
  return response.body as { id: number; overlap_info: Record<string, unknown>; available_actions: string[] }[];
}

describe("GET /matches/potential", () => {
  it("finds a traveller in the same city on intersecting dates, with the overlap spelled out", async () => {
    const viewer = await buildMember(woman);
    const other = await buildUser(man);
    await plan(viewer.user, 10, 20);
    await plan(other, 17, 30);
    const [entry, ...rest] = await potential(viewer.token);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      id: other.id,
      name: other.name,
      available_actions: ["pass", "befriend", "match"],
      overlap_info: {
        destination: city.displayName,
        arrival_date: day(17),
        departure_date: day(30),
        overlap_start: day(17),
        overlap_end: day(20),
        overlap_days: 4,
      },
    });
    expect(entry).not.toHaveProperty("email");
  });

  it("counts a shared single day (one leaves the day the other arrives)", async () => {
    const viewer = await buildMember();
    const other = await buildUser();
    await plan(viewer.user, 10, 14);
    await plan(other, 14, 18);
    expect((await potential(viewer.token))[0]!.overlap_info.overlap_days).toBe(1);
  });

  it("leaves out other cities, other dates, cancelled and past plans, inactive members and the viewer", async () => {
    const viewer = await buildMember();
    await plan(viewer.user, 10, 20);
    await plan(viewer.user, 12, 13); // the viewer's own second plan is not a candidate
    const elsewhere = spareCities.pop()!;
    await plan(await buildUser(), 10, 20, { cityId: elsewhere.id, destination: elsewhere.displayName });
    await plan(await buildUser(), 21, 25);
    await plan(await buildUser(), 1, 9);
    await plan(await buildUser(), 10, 20, { status: "cancelled" });
    await plan(await buildUser({ isActive: false }), 10, 20);
    const pastViewer = await buildMember();
    await plan(pastViewer.user, -9, -2);
    await plan(await buildUser(), -10, -3);
    expect(await potential(viewer.token)).toEqual([]);
    expect(await potential(pastViewer.token)).toEqual([]);
  });

  it("matches unresolved destinations by their text, any case", async () => {
    const viewer = await buildMember();
    const other = await buildUser();
    await plan(viewer.user, 10, 20, { cityId: null, destination: "Burning Man" });
    await plan(other, 12, 14, { cityId: null, destination: "burning man" });
    await plan(await buildUser(), 12, 14, { cityId: null, destination: "Burning Mango" });
    expect((await potential(viewer.token)).map((entry) => entry.id)).toEqual([other.id]);
  });

  it("leaves out anyone already paired with the viewer, in either direction, of any type or state", async () => {
    const viewer = await buildMember();
    await plan(viewer.user, 10, 20);
    const kinds = [
      { relationshipType: "pass", status: "declined", asker: "viewer" },
      { relationshipType: "match", status: "pending", asker: "other" },
      { relationshipType: "friend", status: "accepted", asker: "viewer" },
      { relationshipType: "match", status: "declined", asker: "other" },
    ] as const;
    for (const kind of kinds) {
      const other = await buildUser();
      await plan(other, 11, 12);
      const [asker, asked] = kind.asker === "viewer" ? [viewer.user, other] : [other, viewer.user];
      await buildPairing(asker, asked, { relationshipType: kind.relationshipType, status: kind.status });
    }
    const free = await buildUser();
    await plan(free, 11, 12);
    expect((await potential(viewer.token)).map((entry) => entry.id)).toEqual([free.id]);
  });

  it("orders by longest overlap, then soonest arrival, one entry per traveller", async () => {
    const viewer = await buildMember();
    await plan(viewer.user, 10, 30);
    const short = await buildUser();
    const longLate = await buildUser();
    const longEarly = await buildUser();
    await plan(short, 10, 11);
    await plan(short, 25, 26); // two plans, one entry: the best overlap
    await plan(longLate, 15, 24);
    await plan(longEarly, 12, 21);
    const entries = await potential(viewer.token);
    expect(entries.map((entry) => entry.id)).toEqual([longEarly.id, longLate.id, short.id]);
    expect(entries[2]!.overlap_info.overlap_days).toBe(2);
  });

  it("computes available actions from openness, interests and age preferences", async () => {
    const viewer = await buildMember({ ...woman, minAgePreference: 28, maxAgePreference: 40 });
    await plan(viewer.user, 10, 20);
    const cases = [
      [{ ...man, age: 30 }, ["pass", "befriend", "match"]],
      [{ ...man, age: 45 }, ["pass", "befriend"]],
      [{ ...woman, age: 30 }, ["pass", "befriend"]],
      [{ ...man, openToPairingTypes: ["friend"] }, ["pass", "befriend"]],
      [{ ...man, openToPairingTypes: ["match"] }, ["pass", "match"]],
      [{ gender: null, interestedIn: [] }, ["pass", "befriend"]],
    ] as const;
    const ids: number[] = [];
    for (const [overrides] of cases) {
      const other = await buildUser({
        ...overrides,
        interestedIn: [...overrides.interestedIn],
        openToPairingTypes: "openToPairingTypes" in overrides ? [...overrides.openToPairingTypes] : undefined,
      });
      ids.push(other.id);
      await plan(other, 12, 14);
    }
    const byId = new Map((await potential(viewer.token)).map((entry) => [entry.id, entry.available_actions]));
    cases.forEach(([, actions], index) => expect(byId.get(ids[index]!)).toEqual(actions));
  });

  it("keeps only one city with ?destination= (display or bare name, any case)", async () => {
    const viewer = await buildMember();
    const lisbon = { cityId: lisbonId, destination: "Lisbon, Portugal" };
    await plan(viewer.user, 10, 20, lisbon);
    await plan(viewer.user, 10, 20, { cityId: tokyoId, destination: "Tokyo, Japan" });
    const inLisbon = await buildUser();
    const inTokyo = await buildUser();
    await plan(inLisbon, 11, 12, lisbon);
    await plan(inTokyo, 11, 12, { cityId: tokyoId, destination: "Tokyo, Japan" });
    expect((await potential(viewer.token)).map((entry) => entry.id).sort()).toEqual([inLisbon.id, inTokyo.id].sort());
    for (const destination of ["Lisbon, Portugal", "lisbon", "LISBON"]) {
      expect((await potential(viewer.token, { destination })).map((entry) => entry.id)).toEqual([inLisbon.id]);
    }
    expect((await potential(viewer.token, { destination: "tokyo" })).map((entry) => entry.id)).toEqual([inTokyo.id]);
    expect(await potential(viewer.token, { destination: "Berlin" })).toEqual([]);
  });

  it("still fills a page when many inactive members rank above the active ones", async () => {
    const viewer = await buildMember();
    await plan(viewer.user, 10, 40);
    for (let i = 0; i < 30; i++) await plan(await buildUser({ isActive: false }), 10, 40); // longest overlaps
    const active = [await buildUser(), await buildUser(), await buildUser()];
    for (const member of active) await plan(member, 10, 12);
    const page = await potential(viewer.token, { limit: 2 });
    expect(page.map((entry) => entry.id)).toEqual(active.slice(0, 2).map((member) => member.id));
    expect((await potential(viewer.token, { skip: 2, limit: 2 })).map((entry) => entry.id)).toEqual([active[2]!.id]);
  });

  it("pages with skip and limit, and needs a member", async () => {
    const viewer = await buildMember();
    await plan(viewer.user, 10, 20);
    for (let i = 0; i < 3; i++) await plan(await buildUser(), 10 + i, 20);
    expect(await potential(viewer.token, { limit: 2 })).toHaveLength(2);
    expect(await potential(viewer.token, { skip: 2 })).toHaveLength(1);
    expect((await call(potentialRoute.GET, { token: viewer.token, query: { limit: "x" } })).status).toBe(422);
    expect((await call(potentialRoute.GET)).status).toBe(401);
  });

  it("runs on the short stays' btree and the long stays' GiST (EXPLAIN on a realistic table)", async () => {
    const db = await getDb();
    // 30,000 plans of 3,000 members over 300 cities, then the planner's statistics.
    await buildMembersInBulk("bulk", 3000);
    await db.execute(sql`
      insert into travel_plans (user_id, city_id, destination, arrival_date, departure_date)
      select u.id, c.id, c.display_name, current_date + (g % 200),
        -- Stays of 4 to 12 days, and every 20th of 40 to 130 (a nomad's months).
        current_date + (g % 200) + case when g % 20 = 0 then 40 + (g % 90) else 3 + (g % 9) end
      from generate_series(1, 30000) g
      join lateral (select id from users where email = 'bulk' || (1 + g % 3000) || '@example.com') u on true
      join lateral (select id, display_name from cities order by id offset (g % 300) limit 1) c on true`);
    await db.execute(sql`analyze travel_plans`);
    await db.execute(sql`analyze users`);
    const [viewer] = await db
      .select()
      .from(users)
      .where(sql`${users.email} = 'bulk1@example.com'`);
    const plan = await queryRows<Record<string, string>>(
      db,
      sql`explain ${overlappingTravellersQuery({ viewerId: viewer!.id, today: todayUtc(), discovery: { kind: "potential", radiusKm: 0 }, page: { skip: 0, limit: 100 } })}`,
    );
    const text = plan.map((row) => Object.values(row)[0]).join("\n");
    expect(text, text).toContain("travel_plans_short_stays_idx");
    expect(text, text).toContain("travel_plans_long_stays_idx");
  });
});
