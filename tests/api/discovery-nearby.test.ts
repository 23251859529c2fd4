import { sql, type SQL } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as nearMissesRoute from "@/app/api/v1/matches/near-misses/route";
import * as potentialRoute from "@/app/api/v1/matches/potential/route";
import * as upcomingRoute from "@/app/api/v1/matches/upcoming/route";
import { getDb, queryRows } from "@/db/client";
import type { UserRow } from "@/db/schema";
import { addDays, todayUtc } from "@/lib/dates/days";
import {
  findOverlappingTravellers,
  keptPageQuery,
  overlappingTravellersQuery,
  type DiscoveryKind,
} from "@/lib/discovery/queries";
import { buildMember, buildMembersInBulk, buildPairing, buildPlan, buildUser } from "../factories";
import { loadTestCities } from "../helpers/cities";
import { call } from "../helpers/http";

/** docs/api.md §4.3: nearby places, filters, near misses, upcoming connections, and the cost of exclusions. */

const day = (offset: number) => addDays(todayUtc(), offset);
type Place = { cityId: number; destination: string };
type Entry = {
  id: number;
  overlap_info: Record<string, unknown>;
  available_actions?: string[];
  relationship_type?: string;
};

beforeAll(async () => {
  await loadTestCities();
});

let islandSeq = 0;
/**
 * Made-up places in the empty South Atlantic (no real city within 200 km), each test its own
 * group 6° of longitude from the last: `offsets` are degrees of latitude north of the first
 * (0.1° is 11.1 km on the sphere the query measures on).
 */
async function islands(offsets: number[], at?: { lat: number; lon: number }): Promise<Place[]> {
  const group = ++islandSeq;
  const base = at ?? { lat: -45, lon: -40 + group * 6 };
  const made: Place[] = [];
  for (const [index, offset] of offsets.entries()) {
    const id = 2_000_000_000 + group * 100 + index;
    const name = `Isla ${group}-${index}`;
    const displayName = `${name}, Nowhere`;
    await (
      await getDb()
    ).execute(sql`
      insert into cities (id, name, ascii_name, display_name, country_code, country, latitude, longitude, population)
      values (${id}, ${name}, ${name}, ${displayName}, 'ZZ', 'Nowhere', ${base.lat + offset}, ${base.lon}, 100)`);
    made.push({ cityId: id, destination: displayName });
  }
  return made;
}

const plan = (
  user: Pick<UserRow, "id">,
  from: number,
  to: number,
  place: { destination: string; cityId: number | null },
) => buildPlan(user, { ...place, arrivalDate: day(from), departureDate: day(to) });

async function get(
  route: typeof potentialRoute,
  token: string,
  query: Record<string, string | number | readonly string[]> = {},
) {
  const response = await call(route.GET, { token, query });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as Entry[];
}
const ids = (entries: Entry[]) => entries.map((entry) => entry.id);

describe("GET /matches/potential?radius_km=", () => {
  it("counts other cities within the radius, with their distance and city; 0 (the default) is the same city only", async () => {
    const [home, near, mid, far, beyond] = await islands([0, 0.1, 0.5, 1.5, 2]); // 0, 11, 56, 167, 222 km
    const viewer = await buildMember();
    await plan(viewer.user, 10, 20, home!);
    const [same, at11, at56, at167, at222] = await Promise.all([1, 2, 3, 4, 5].map(() => buildUser()));
    await plan(same!, 12, 14, home!);
    await plan(at11!, 12, 14, near!);
    await plan(at56!, 12, 14, mid!);
    await plan(at167!, 12, 14, far!);
    await plan(at222!, 12, 14, beyond!);

    const sameCity = await get(potentialRoute, viewer.token);
    expect(ids(sameCity)).toEqual([same!.id]);
    expect(sameCity[0]!.overlap_info).toMatchObject({
      distance_km: 0,
      city: home!.destination,
      destination: home!.destination,
    });
    expect(ids(await get(potentialRoute, viewer.token, { radius_km: 0 }))).toEqual([same!.id]);
    expect(ids(await get(potentialRoute, viewer.token, { radius_km: 10 }))).toEqual([same!.id]);
    expect(ids(await get(potentialRoute, viewer.token, { radius_km: 25 })).sort()).toEqual([same!.id, at11!.id].sort());
    expect(ids(await get(potentialRoute, viewer.token, { radius_km: 100 })).sort()).toEqual(
      [same!.id, at11!.id, at56!.id].sort(),
    );
    const wide = await get(potentialRoute, viewer.token, { radius_km: 200 });
    expect(ids(wide).sort()).toEqual([same!.id, at11!.id, at56!.id, at167!.id].sort());
    const byId = new Map(wide.map((entry) => [entry.id, entry.overlap_info]));
    expect(byId.get(at11!.id)).toMatchObject({
      distance_km: 11,
      city: near!.destination,
      destination: near!.destination,
    });
    expect(byId.get(at56!.id)).toMatchObject({ distance_km: 56 });
    expect(byId.get(at167!.id)).toMatchObject({ distance_km: 167, city: far!.destination });
  });

  it("keeps a candidate once, at the best meeting (the longest overlap, then the nearest)", async () => {
    const [home, near] = await islands([0, 0.2]);
    const viewer = await buildMember();
    await plan(viewer.user, 10, 20, home!);
    const other = await buildUser();
    await plan(other, 10, 12, home!);
    await plan(other, 10, 19, near!);
    const [entry, ...rest] = await get(potentialRoute, viewer.token, { radius_km: 50 });
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      id: other.id,
      overlap_info: { overlap_days: 10, distance_km: 22, city: near!.destination },
    });
  });

  it("measures across the antimeridian", async () => {
    const [west] = await islands([0], { lat: -16.8, lon: 179.98 });
    const [east] = await islands([0], { lat: -16.8, lon: -179.98 }); // 4 km away
    const viewer = await buildMember();
    await plan(viewer.user, 10, 20, west!);
    const other = await buildUser();
    await plan(other, 12, 14, east!);
    expect(await get(potentialRoute, viewer.token)).toEqual([]);
    const [entry] = await get(potentialRoute, viewer.token, { radius_km: 25 });
    expect(entry).toMatchObject({ id: other.id, overlap_info: { distance_km: 4, city: east!.destination } });
  });

  it("matches a destination kept as typed by its exact text only, whatever the radius", async () => {
    const [home] = await islands([0]);
    const viewer = await buildMember();
    await plan(viewer.user, 10, 20, { cityId: null, destination: "Isla Festival Grounds" });
    const sameText = await buildUser();
    await plan(sameText, 12, 14, { cityId: null, destination: "isla festival grounds" });
    await plan(await buildUser(), 12, 14, { cityId: null, destination: "Isla Festival" });
    await plan(await buildUser(), 12, 14, home!);
    const entries = await get(potentialRoute, viewer.token, { radius_km: 200 });
    expect(ids(entries)).toEqual([sameText.id]);
    expect(entries[0]!.overlap_info).toMatchObject({ distance_km: 0, city: null });
  });

  it("refuses a radius outside 0-200 or not a whole number (422, nothing else)", async () => {
    const viewer = await buildMember();
    for (const radius_km of ["201", "-1", "x", "2.5"]) {
      const response = await call(potentialRoute.GET, { token: viewer.token, query: { radius_km } });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({
        detail: expect.any(String),
        errors: [{ field: "radius_km", message: expect.any(String) }],
      });
    }
  });
});

describe("GET /matches/potential filters", () => {
  it("narrow by type, gender (repeatable) and age, and never widen", async () => {
    const [home] = await islands([0]);
    const viewer = await buildMember({ gender: "Woman", interestedIn: ["Men"], age: 30 });
    await plan(viewer.user, 10, 20, home!);
    const man25 = await buildUser({ gender: "Man", interestedIn: ["Women"], age: 25 });
    const man40 = await buildUser({ gender: "Man", interestedIn: ["Women"], age: 40 });
    const woman30 = await buildUser({ gender: "Woman", interestedIn: ["Men"], age: 30 });
    const agender35 = await buildUser({ gender: "Agender", interestedIn: ["Everyone"], age: 35 });
    const friendOnlyMan = await buildUser({
      gender: "Man",
      interestedIn: ["Women"],
      age: 31,
      openToPairingTypes: ["friend"],
    });
    const matchOnlyMan = await buildUser({
      gender: "Man",
      interestedIn: ["Women"],
      age: 32,
      openToPairingTypes: ["match"],
    });
    const everyone = [man25, man40, woman30, agender35, friendOnlyMan, matchOnlyMan];
    for (const member of everyone) await plan(member, 12, 14, home!);
    const sorted = (entries: Entry[]) => ids(entries).sort((a, b) => a - b);
    const of = (...members: UserRow[]) => members.map((member) => member.id).sort((a, b) => a - b);

    const all = await get(potentialRoute, viewer.token);
    expect(sorted(all)).toEqual(of(...everyone));
    const matches = await get(potentialRoute, viewer.token, { type: "match" });
    expect(sorted(matches)).toEqual(of(man25, man40, matchOnlyMan));
    expect(matches.every((entry) => entry.available_actions!.includes("match"))).toBe(true);
    // type=match agrees with available_actions on the unfiltered list.
    expect(sorted(matches)).toEqual(sorted(all.filter((entry) => entry.available_actions!.includes("match"))));
    const friends = await get(potentialRoute, viewer.token, { type: "friend" });
    expect(sorted(friends)).toEqual(of(man25, man40, woman30, agender35, friendOnlyMan));
    expect(sorted(await get(potentialRoute, viewer.token, { gender: "Man" }))).toEqual(
      of(man25, man40, friendOnlyMan, matchOnlyMan),
    );
    expect(sorted(await get(potentialRoute, viewer.token, { gender: ["Woman", "Agender"] }))).toEqual(
      of(woman30, agender35),
    );
    expect(sorted(await get(potentialRoute, viewer.token, { min_age: 31 }))).toEqual(
      of(man40, agender35, friendOnlyMan, matchOnlyMan),
    );
    expect(sorted(await get(potentialRoute, viewer.token, { max_age: 30 }))).toEqual(of(man25, woman30));
    expect(sorted(await get(potentialRoute, viewer.token, { min_age: 30, max_age: 35 }))).toEqual(
      of(woman30, agender35, friendOnlyMan, matchOnlyMan),
    );
    expect(sorted(await get(potentialRoute, viewer.token, { type: "match", gender: "Man", max_age: 30 }))).toEqual(
      of(man25),
    );
    expect(await get(potentialRoute, viewer.token, { type: "match", gender: "Woman" })).toEqual([]);
  });

  it("type=match is empty for a member who cannot match anyone; type=friend for one not open to friendship", async () => {
    const [home] = await islands([0]);
    const noGender = await buildMember({ gender: null, interestedIn: ["Men"] });
    const matchOnly = await buildMember({ gender: "Man", interestedIn: ["Women"], openToPairingTypes: ["match"] });
    await plan(noGender.user, 10, 20, home!);
    await plan(matchOnly.user, 10, 20, home!);
    const other = await buildUser({ gender: "Woman", interestedIn: ["Everyone"] });
    await plan(other, 12, 14, home!);
    expect(ids(await get(potentialRoute, noGender.token))).toContain(other.id);
    expect(await get(potentialRoute, noGender.token, { type: "match" })).toEqual([]);
    expect(ids(await get(potentialRoute, matchOnly.token, { type: "match" }))).toEqual([other.id]);
    expect(await get(potentialRoute, matchOnly.token, { type: "friend" })).toEqual([]);
  });

  it("refuses bad filter values with 422 in the contract's shape", async () => {
    const viewer = await buildMember();
    const bad: [Record<string, string | readonly string[]>, string][] = [
      [{ type: "lover" }, "type"],
      [{ gender: "Robot" }, "gender"],
      [{ gender: ["Man", "Robot"] }, "gender"],
      [{ min_age: "17" }, "min_age"],
      [{ max_age: "121" }, "max_age"],
      [{ min_age: "x" }, "min_age"],
      [{ min_age: "40", max_age: "30" }, "min_age"],
      // Only the repeatable key takes a list: a repeated limit is refused, not silently one of them.
      [{ limit: ["1", "2"] }, "limit"],
    ];
    for (const [query, field] of bad) {
      const response = await call(potentialRoute.GET, { token: viewer.token, query });
      expect(response.status, JSON.stringify(query)).toBe(422);
      const body = response.body as { detail: string; errors: { field: string }[] };
      expect(body.detail).toEqual(expect.any(String));
      expect(body.errors.map((error) => error.field.split(".")[0])).toContain(field);
    }
  });
});

describe("GET /matches/near-misses", () => {
  it("lists plans that miss the caller's by 1 to 7 days, smallest gap first, with the gap and its side", async () => {
    const [home, near] = await islands([0, 0.3]);
    const viewer = await buildMember();
    await plan(viewer.user, 10, 20, home!);
    const after2 = await buildUser();
    const before3 = await buildUser();
    const after7 = await buildUser();
    const after8 = await buildUser();
    const overlapping = await buildUser();
    const both = await buildUser(); // overlaps with one plan, misses with another: already in Discover
    const passed = await buildUser();
    const nearby = await buildUser();
    const nearbyBefore3 = await buildUser(); // the same gap as before3, 33 km away, arriving sooner
    await plan(after2, 22, 25, home!);
    await plan(before3, 3, 7, home!);
    await plan(after7, 27, 30, home!);
    await plan(after8, 28, 30, home!);
    await plan(overlapping, 20, 22, home!);
    await plan(both, 21, 22, home!);
    await plan(both, 5, 10, home!);
    await plan(passed, 22, 24, home!);
    await buildPairing(viewer.user, passed, { relationshipType: "pass" });
    await plan(nearby, 21, 23, near!);
    await plan(nearbyBefore3, 1, 7, near!);

    const entries = await get(nearMissesRoute as unknown as typeof potentialRoute, viewer.token);
    expect(ids(entries)).toEqual([after2.id, before3.id, after7.id]);
    expect(entries[0]!.overlap_info).toMatchObject({
      gap_days: 2,
      gap_side: "after",
      overlap_days: 0,
      overlap_start: day(22),
      overlap_end: day(22),
      arrival_date: day(22),
      departure_date: day(25),
      distance_km: 0,
      city: home!.destination,
    });
    expect(entries[1]!.overlap_info).toMatchObject({
      gap_days: 3,
      gap_side: "before",
      overlap_start: day(7),
      overlap_end: day(7),
    });
    expect(entries[2]!.overlap_info).toMatchObject({ gap_days: 7 });
    expect(entries[0]!.available_actions).toContain("pass");

    const wide = await get(nearMissesRoute as unknown as typeof potentialRoute, viewer.token, { radius_km: 50 });
    // Smallest gap first, then the nearest, then the soonest.
    expect(ids(wide)).toEqual([nearby.id, after2.id, before3.id, nearbyBefore3.id, after7.id]);
    expect(wide[0]!.overlap_info).toMatchObject({ gap_days: 1, distance_km: 33, city: near!.destination });
  });

  it("leaves out people who overlap another of the caller's plans, however many of them rank first", async () => {
    const [home, elsewhere] = await islands([0, 5]);
    const viewer = await buildMember();
    await plan(viewer.user, 10, 20, home!);
    await plan(viewer.user, 30, 35, elsewhere!);
    // 30 people a day short of meeting the caller at home, each of whom meets them elsewhere:
    // they rank first among near misses, and all belong to the potential list instead.
    const db = await getDb();
    await buildMembersInBulk("both", 30);
    await db.execute(sql`
      insert into travel_plans (user_id, city_id, destination, arrival_date, departure_date)
      select u.id, c.city_id, c.destination, current_date + c.arrive, current_date + c.arrive + 2
      from users u cross join (values (${home!.cityId}::int, ${home!.destination}, 21), (${elsewhere!.cityId}::int, ${elsewhere!.destination}, 31)) c(city_id, destination, arrive)
      where u.email like 'both%'`);
    const after3 = await buildUser();
    await plan(after3, 23, 25, home!);

    for (const limit of [1, 24]) {
      const entries = await get(nearMissesRoute as unknown as typeof potentialRoute, viewer.token, { limit });
      expect(ids(entries)).toEqual([after3.id]);
    }
    expect(await get(potentialRoute, viewer.token)).toHaveLength(30);
  });

  it("needs a member and a sane radius", async () => {
    expect((await call(nearMissesRoute.GET)).status).toBe(401);
    const viewer = await buildMember();
    expect((await call(nearMissesRoute.GET, { token: viewer.token, query: { radius_km: 500 } })).status).toBe(422);
    expect(await get(nearMissesRoute as unknown as typeof potentialRoute, viewer.token)).toEqual([]);
  });
});

describe("GET /matches/upcoming", () => {
  it("lists accepted matches and friends whose future plans meet the caller's, soonest first", async () => {
    const [home, other, near] = await islands([0, 1, 0.1]);
    const viewer = await buildMember();
    await plan(viewer.user, 30, 40, home!);
    await plan(viewer.user, 10, 15, other!);
    const friend = await buildUser();
    const match = await buildUser();
    const pending = await buildUser();
    const stranger = await buildUser();
    const blockedFriend = await buildUser();
    const elsewhere = await buildUser();
    const nearbyFriend = await buildUser();
    await buildPairing(viewer.user, friend, { relationshipType: "friend", status: "accepted" });
    await buildPairing(match, viewer.user, { relationshipType: "match", status: "accepted" });
    await buildPairing(viewer.user, pending, { relationshipType: "friend", status: "pending" });
    await buildPairing(viewer.user, blockedFriend, { relationshipType: "friend", status: "accepted" });
    await buildPairing(viewer.user, elsewhere, { relationshipType: "friend", status: "accepted" });
    await buildPairing(nearbyFriend, viewer.user, { relationshipType: "friend", status: "accepted" });
    await (
      await getDb()
    ).execute(sql`insert into blocks (blocker_id, blocked_id) values (${blockedFriend.id}, ${viewer.user.id})`);
    await plan(friend, 35, 45, home!);
    await plan(match, 12, 20, other!);
    await plan(pending, 31, 32, home!);
    await plan(stranger, 31, 32, home!);
    await plan(blockedFriend, 31, 32, home!);
    await plan(elsewhere, 31, 32, near!);
    await plan(nearbyFriend, -5, -1, home!); // over already
    const entries = await get(upcomingRoute as unknown as typeof potentialRoute, viewer.token);
    expect(ids(entries)).toEqual([match.id, friend.id]);
    expect(entries[0]).toMatchObject({
      relationship_type: "match",
      overlap_info: {
        overlap_start: day(12),
        overlap_end: day(15),
        overlap_days: 4,
        distance_km: 0,
        city: other!.destination,
      },
    });
    expect(entries[1]).toMatchObject({
      relationship_type: "friend",
      overlap_info: { overlap_start: day(35), overlap_end: day(40), overlap_days: 6 },
    });
    expect(entries[1]).not.toHaveProperty("available_actions");
    const wide = await get(upcomingRoute as unknown as typeof potentialRoute, viewer.token, { radius_km: 25 });
    expect(ids(wide)).toEqual([match.id, elsewhere.id, friend.id]);
    expect(wide[1]!.overlap_info).toMatchObject({ distance_km: 11, city: near!.destination });
  });

  it("needs a member", async () => {
    expect((await call(upcomingRoute.GET)).status).toBe(401);
  });
});

describe("the potential list's tries (meetings of a week or more, then any)", () => {
  it("gives exactly the pages of the whole list, whichever try fills the page", async () => {
    const db = await getDb();
    const [home, near] = await islands([0, 0.2]);
    const viewer = await buildUser();
    await plan(viewer, 10, 29, home!); // 20 days
    // 10 days: a week is more than half of it, so every week-long meeting on it covers its days
    // 43-46 (the index condition's narrow case).
    await plan(viewer, 40, 49, near!);
    // 30 people sharing 1 to 20 days with the first plan, 8 sharing 6 to 10 with the second; every
    // fifth one inactive, and one passed on.
    const people: number[] = [];
    for (let i = 0; i < 38; i++) {
      const person = await buildUser({ isActive: i % 5 !== 4 });
      people.push(person.id);
      if (i < 30) {
        const days = 1 + (i % 20);
        await plan(person, i % 2 ? 10 : 30 - days, i % 2 ? 10 + days - 1 : 29, home!);
      } else {
        await plan(person, 40 + ((i - 30) % 5), 55, near!);
      }
    }
    await buildPairing(
      viewer,
      { id: people[7]! },
      { relationshipType: "pass", requestedType: "pass", status: "declined" },
    );
    const everyone = (floor: number) =>
      queryRows<{ id: number | null; overlap_days: number }>(
        db,
        overlappingTravellersQuery({
          viewerId: viewer.id,
          today: todayUtc(),
          discovery: { kind: "potential", radiusKm: 50 },
          page: { skip: 0, limit: 1000 },
          cap: 1_000_000,
          minOverlapDays: floor,
        }),
      ).then((rows) => rows.filter((row) => row.id !== null));
    const wholeRows = await everyone(1);
    const whole = wholeRows.map((row) => row.id!);
    expect(whole.length).toBe(38 - 7 - 1);
    // The first try finds exactly those who share a week or more, on both of the caller's plans.
    const weekLong = wholeRows.filter((row) => Number(row.overlap_days) >= 7).map((row) => row.id);
    expect(weekLong.length).toBeGreaterThan(10);
    expect((await everyone(7)).map((row) => row.id)).toEqual(weekLong);
    for (const limit of [1, 4, 10, 25, 40]) {
      for (const skip of [0, 3, 12, 26]) {
        const page = await findOverlappingTravellers(
          db,
          viewer.id,
          todayUtc(),
          { kind: "potential", radiusKm: 50 },
          { skip, limit },
        );
        expect(
          page.map((row) => row.id),
          `skip ${skip}, limit ${limit}`,
        ).toEqual(whole.slice(skip, skip + limit));
      }
    }
  });
});

describe("near misses' cut of the best meetings", () => {
  it("gives exactly the pages of the whole list: nearest first among equal gaps, people who overlap elsewhere left out", async () => {
    const db = await getDb();
    const [home, near] = await islands([0, 0.2]);
    const viewer = await buildUser();
    await plan(viewer, 10, 19, home!);
    await plan(viewer, 40, 49, near!);
    // 70 people arrive at the second place a day after the first stay (22 km away: a gap of 1),
    // 30 leave it 1-3 days before the second stay (0 km away), some miss twice; every tenth also
    // overlaps the second stay (in the potential list instead), every ninth is inactive, one is
    // passed on. The 0 km misses of a day rank before the 22 km ones though they arrive later, so
    // a cut taken in arrival order would hold only 22 km people for a small page.
    const excluded = new Set<number>();
    for (let i = 0; i < 100; i++) {
      const person = await buildUser({ isActive: i % 9 !== 8 });
      if (i % 9 === 8) excluded.add(person.id);
      if (i < 70) await plan(person, 20, 22, near!);
      else await plan(person, 37 - (i % 3), 39 - (i % 3), near!);
      if (i % 7 === 0) await plan(person, 51, 53, home!); // after the second stay, 22 km off
      if (i % 10 === 3) {
        await plan(person, 44, 46, near!);
        excluded.add(person.id);
      }
      if (i === 13) {
        await buildPairing(viewer, person, { relationshipType: "pass", requestedType: "pass", status: "declined" });
        excluded.add(person.id);
      }
    }
    const whole = (
      await queryRows<{ id: number | null; distance_km: number; gap_days: number }>(
        db,
        overlappingTravellersQuery({
          viewerId: viewer.id,
          today: todayUtc(),
          discovery: { kind: "near_misses", radiusKm: 50 },
          page: { skip: 0, limit: 1000 },
          cap: 1_000_000,
        }),
      )
    ).filter((row) => row.id !== null);
    expect(whole.length).toBe(100 - excluded.size);
    for (const row of whole) expect(excluded.has(row.id!)).toBe(false);
    expect(whole[0]).toMatchObject({ gap_days: 1, distance_km: 0 });
    const ids = whole.map((row) => row.id);
    for (const limit of [1, 3, 10, 24]) {
      for (const skip of [0, 2, 11, 40]) {
        const page = await findOverlappingTravellers(
          db,
          viewer.id,
          todayUtc(),
          { kind: "near_misses", radiusKm: 50 },
          { skip, limit },
        );
        expect(
          page.map((row) => row.id),
          `skip ${skip}, limit ${limit}`,
        ).toEqual(ids.slice(skip, skip + limit));
      }
    }
  });
});

describe("the potential list's cut of the best meetings", () => {
  it("gives exactly the pages of the whole list when each person meets the caller's plans many times", async () => {
    const db = await getDb();
    const [home, near, other] = await islands([0, 0.2, 0.3]);
    const viewer = await buildUser();
    // Three plans of the caller's, each met by every person's three plans within 50 km: nine
    // meetings a person, so the cut (three meetings per ranked person) holds too few people and
    // has to be widened. Stays of 20, 10 and 12 days: a week is more than half of the shorter two,
    // the index condition's narrow case.
    for (const [i, place] of [home!, near!, other!].entries())
      await plan(viewer, 10 + i * 30, 10 + i * 30 + [19, 9, 11][i]!, place);
    const people: number[] = [];
    for (let i = 0; i < 45; i++) {
      const person = await buildUser({ isActive: i % 9 !== 8 });
      people.push(person.id);
      for (const [j, place] of [other!, home!, near!].entries()) {
        const days = 1 + ((i * 7 + j * 3) % 20);
        for (const k of [0, 1, 2]) await plan(person, 10 + k * 30 + (i % 3), 10 + k * 30 + (i % 3) + days - 1, place);
      }
    }
    const whole = (
      await queryRows<{ id: number | null }>(
        db,
        overlappingTravellersQuery({
          viewerId: viewer.id,
          today: todayUtc(),
          discovery: { kind: "potential", radiusKm: 50 },
          page: { skip: 0, limit: 1000 },
        }),
      )
    )
      .map((row) => row.id)
      .filter((id): id is number => id !== null);
    expect(whole.length).toBe(40);
    for (const limit of [1, 5, 12, 30]) {
      for (const skip of [0, 4, 17]) {
        const page = await findOverlappingTravellers(
          db,
          viewer.id,
          todayUtc(),
          { kind: "potential", radiusKm: 50 },
          { skip, limit },
        );
        expect(
          page.map((row) => row.id),
          `skip ${skip}, limit ${limit}`,
        ).toEqual(whole.slice(skip, skip + limit));
        // Each person with their best meeting: the longest, then the soonest, then the nearest.
        const best = page.map((row) => [row.overlap_days, row.arrival_date]);
        expect(best).toEqual(
          [...best].sort((a, b) => Number(b[0]) - Number(a[0]) || String(a[1]).localeCompare(String(b[1]))),
        );
      }
    }
  });
});

/** A stay in days from today, both ends included. */
type Stay = { from: number; to: number };

describe("stays of every length (a month or less on the btree, longer on the GiST)", () => {
  it("finds exactly the plans each list admits, at the edges of both indexes", async () => {
    const db = await getDb();
    const [place] = await islands([0]);
    const viewer = await buildUser();
    // The caller's stay: days 300-309. Everyone else stays L days, arriving on every day from
    // well before (ending 9 days before the caller arrives) to 9 days after the caller leaves;
    // the lengths straddle the indexes' border (31 days) and the floors (1 and 7 days).
    const mine: Stay = { from: 300, to: 309 };
    await plan(viewer, mine.from, mine.to, place!);
    const stays: Stay[] = [];
    for (const length of [1, 2, 6, 7, 8, 24, 30, 31, 32, 33, 45, 90, 200]) {
      for (let from = mine.from - length - 9; from <= mine.to + 9; from++) stays.push({ from, to: from + length - 1 });
    }
    const made = await queryRows<{ id: number }>(
      db,
      sql`
      insert into users (email, password_hash, name, age, is_active)
      select 'stay' || g || '@example.com', 'x', 'Stay ' || g, 30, true from generate_series(1, ${stays.length}) g
      returning id`,
    );
    const ids = made.map((row) => row.id).sort((a, b) => a - b);
    await db.execute(sql`
      insert into travel_plans (user_id, city_id, destination, arrival_date, departure_date)
      select u, ${place!.cityId}::int, ${place!.destination}, current_date + f, current_date + t
      from unnest(${`{${ids.join(",")}}`}::int[], ${`{${stays.map((stay) => stay.from).join(",")}}`}::int[], ${`{${stays.map((stay) => stay.to).join(",")}}`}::int[]) as s(u, f, t)`);
    const overlap = (stay: Stay) => Math.min(stay.to, mine.to) - Math.max(stay.from, mine.from) + 1;
    const gap = (stay: Stay) => Math.max(stay.from - mine.to, mine.from - stay.to);
    const expected = (admits: (stay: Stay) => boolean) => ids.filter((_, i) => admits(stays[i]!));
    const found = async (kind: DiscoveryKind, floor: number) =>
      (
        await queryRows<{ id: number | null }>(
          db,
          overlappingTravellersQuery({
            viewerId: viewer.id,
            today: todayUtc(),
            discovery: { kind, radiusKm: 0 },
            page: { skip: 0, limit: 10_000 },
            cap: 1_000_000,
            minOverlapDays: floor,
          }),
        )
      )
        .map((row) => row.id)
        .filter((id): id is number => id !== null)
        .sort((a, b) => a - b);
    expect(await found("potential", 1)).toEqual(expected((stay) => overlap(stay) >= 1));
    expect(await found("potential", 7)).toEqual(expected((stay) => overlap(stay) >= 7));
    expect(await found("near_misses", 1)).toEqual(expected((stay) => gap(stay) >= 1 && gap(stay) <= 7));
    // Upcoming reads each connection's own plans instead: the same meetings, once all are friends.
    await db.execute(sql`
      insert into pairings (user1_id, user2_id, relationship_type, requested_type, status)
      select ${viewer.id}::int, u, 'friend', 'friend', 'accepted' from unnest(${`{${ids.join(",")}}`}::int[]) u`);
    expect(await found("upcoming", 1)).toEqual(expected((stay) => overlap(stay) >= 1));
    // Both indexes had their share: a month or less, and longer.
    expect(expected((stay) => overlap(stay) >= 1 && stay.to - stay.from + 1 === 31).length).toBeGreaterThan(0);
    expect(expected((stay) => overlap(stay) >= 1 && stay.to - stay.from + 1 === 32).length).toBeGreaterThan(0);
  });
});

describe("cost: exclusions do not grow with the caller's pairings", () => {
  it("hashes the pairings and blocks list instead of a nested loop over them (EXPLAIN on a seeded database)", async () => {
    const db = await getDb();
    const [home, near] = await islands([0, 0.2]);
    const viewer = await buildUser();
    // 3,000 members over the two places, 2,000 of whom the viewer has passed on, plus blocks.
    await buildMembersInBulk("cost", 3000);
    await db.execute(sql`
      insert into travel_plans (user_id, city_id, destination, arrival_date, departure_date)
      select u.id, case when u.id % 2 = 0 then ${home!.cityId}::int else ${near!.cityId}::int end, 'Isla', current_date + (u.id % 20), current_date + (u.id % 20) + 5
      from users u where u.email like 'cost%'`);
    await db.execute(sql`
      insert into travel_plans (user_id, city_id, destination, arrival_date, departure_date)
      values (${viewer.id}, ${home!.cityId}, 'Isla', current_date + 5, current_date + 25)`);
    await db.execute(sql`
      insert into pairings (user1_id, user2_id, relationship_type, requested_type, status)
      select ${viewer.id}, u.id, 'pass', 'pass', 'declined' from users u where u.email like 'cost%' order by u.id limit 2000`);
    await db.execute(sql`
      insert into blocks (blocker_id, blocked_id)
      select u.id, ${viewer.id} from users u where u.email like 'cost%' order by u.id desc limit 50`);
    // Other members' pairings, so that the viewer's are a small part of the table as in production.
    await db.execute(sql`
      insert into pairings (user1_id, user2_id, relationship_type, requested_type, status)
      select u.id, v.id, 'pass', 'pass', 'declined' from users u join users v on v.id between u.id + 1 and u.id + 10
      where u.email like 'cost%' and v.email like 'cost%'`);
    // Vacuumed as a table that has settled is: index-only scans need its pages marked all-visible.
    await db.execute(sql`vacuum analyze pairings`);
    await db.execute(sql`analyze`);
    const kinds: [DiscoveryKind, number][] = [
      ["potential", 0],
      ["potential", 50],
      ["near_misses", 50],
      ["upcoming", 0],
    ];
    for (const [kind, radiusKm] of kinds) {
      const query = overlappingTravellersQuery({
        viewerId: viewer.id,
        today: todayUtc(),
        discovery: { kind, radiusKm },
        page: { skip: 0, limit: 100 },
      });
      const rows = await queryRows<Record<string, string>>(db, sql`explain ${query}`);
      const text = rows.map((row) => Object.values(row)[0]).join("\n");
      // No anti-join over the pairings or blocks (the nested loop per pairing the not-exists form
      // became), and the list is a hashed subplan. (Near misses probe each ranked person's own plans
      // with an anti-join over travel_plans: that one follows the page, not the pairings.)
      expect(text, text).toMatch(/hashed SubPlan/i);
      const root = await planOf(query);
      expect(antiJoinsOver(root, ["pairings", "blocks"]), text).toEqual([]);
      expect(JSON.stringify(root)).toMatch(/"Subplan Name":\s*"SubPlan \d+"/);
      // The pairings themselves are read from their indexes alone, not one table page each
      // (upcoming reads its few accepted connections' status from the table).
      if (kind !== "upcoming") expect(scansOf(root, "pairings"), text).toEqual(["Index Only Scan", "Index Only Scan"]);
      // Nearby cities come from the lat/lon btree with both ranges as index conditions.
      if (radiusKm > 0) {
        expect(text).toContain("cities_lat_lon_idx");
        expect(text, text).toMatch(/Index Cond: \(\(latitude >= [^\n]*AND \(longitude >= [^\n]*AND \(longitude <= /);
      }
    }
    // So does the check of a kept ranking (docs/decisions/025).
    const kept = {
      entries: "[]",
      complete: true,
      madeAt: new Date().toISOString(),
      snapshot: "1:1:",
      mineStamp: "",
      placeIds: [home!.cityId],
      typedDestinations: [],
      lastPairingId: 0,
      pairingsRemovedAt: null,
      blocks: 50,
      expiresAt: 0,
    };
    const keptRoot = await planOf(keptPageQuery(viewer.id, todayUtc(), kept, undefined, { skip: 0, limit: 25 }));
    expect(scansOf(keptRoot, "pairings"), JSON.stringify(keptRoot)).toEqual(["Index Only Scan", "Index Only Scan"]);
    // And the answer is right: none of the 2,000 passed, nor the 50 blocking, is offered.
    const result = await queryRows<{ id: number | null }>(
      db,
      overlappingTravellersQuery({
        viewerId: viewer.id,
        today: todayUtc(),
        discovery: { kind: "potential", radiusKm: 50 },
        page: { skip: 0, limit: 2000 },
      }),
    );
    const offered = result.map((row) => row.id).filter((id): id is number => id !== null);
    expect(offered.length).toBe(3000 - 2000 - 50);
    const [excluded] = await queryRows<{ n: number }>(
      db,
      sql`
      select count(*)::int as n from users u where u.id = any(${`{${offered.join(",")}}`}::int[])
        and (exists (select 1 from pairings p where p.user1_id = ${viewer.id} and p.user2_id = u.id)
             or exists (select 1 from blocks b where b.blocker_id = u.id))`,
    );
    expect(excluded!.n).toBe(0);
  });
});

describe("cost: a place's past plans", () => {
  it("are never read by the probe for plans in a place within the radius (EXPLAIN ANALYZE)", async () => {
    const db = await getDb();
    const [home, near] = await islands([0, 0.2]);
    const viewer = await buildUser();
    await plan(viewer, 5, 12, home!);
    // Years of plans to the nearby place, all ended: a probe ordered by arrival walked through them.
    const past = await buildUser();
    await db.execute(sql`
      insert into travel_plans (user_id, city_id, destination, arrival_date, departure_date)
      select ${past.id}, ${near!.cityId}, ${near!.destination}, current_date - 1500 + g % 1400, current_date - 1500 + g % 1400 + 5
      from generate_series(1, 20000) g`);
    await db.execute(sql`vacuum analyze travel_plans`);
    const query = overlappingTravellersQuery({
      viewerId: viewer.id,
      today: todayUtc(),
      discovery: { kind: "potential", radiusKm: 50 },
      page: { skip: 0, limit: 25 },
    });
    const root = await planOf(query, { analyze: true });
    const probes = nodesOn(root, "travel_plans_city_dates_idx");
    expect(probes.length, JSON.stringify(root)).toBeGreaterThan(0);
    for (const probe of probes) {
      const pages = (probe["Shared Hit Blocks"] ?? 0) + (probe["Shared Read Blocks"] ?? 0);
      // A descent of the index per place (the 20,000 past plans' entries fill ~60 pages).
      expect(pages / Math.max(1, probe["Actual Loops"] ?? 1), JSON.stringify(probe)).toBeLessThanOrEqual(5);
    }
  });
});

type PlanNode = {
  "Node Type": string;
  "Join Type"?: string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Loops"?: number;
  "Shared Hit Blocks"?: number;
  "Shared Read Blocks"?: number;
  Plans?: PlanNode[];
};

/** The statement's plan as PostgreSQL's JSON gives it; run, with the pages each node read, when `analyze`. */
async function planOf(query: SQL, { analyze = false } = {}): Promise<PlanNode> {
  const options = analyze ? sql.raw("analyze, buffers, format json") : sql.raw("format json");
  const [json] = await queryRows<Record<string, unknown>>(await getDb(), sql`explain (${options}) ${query}`);
  return (Object.values(json!)[0] as { Plan: PlanNode }[])[0]!.Plan;
}

/** Every node of a JSON plan that reads `index`. */
function nodesOn(node: PlanNode, index: string): PlanNode[] {
  return [
    ...(node["Index Name"] === index ? [node] : []),
    ...(node.Plans ?? []).flatMap((child) => nodesOn(child, index)),
  ];
}

/** How a JSON plan reads `table`: the node type of each scan of it. */
function scansOf(node: PlanNode, table: string): string[] {
  return [
    ...(node["Relation Name"] === table ? [node["Node Type"]] : []),
    ...(node.Plans ?? []).flatMap((child) => scansOf(child, table)),
  ];
}

/** The tables each anti-join of a JSON plan reads below it, for those that read any of `tables`. */
function antiJoinsOver(node: PlanNode, tables: string[]): string[][] {
  const relations = (n: PlanNode): string[] => [
    ...(n["Relation Name"] ? [n["Relation Name"]] : []),
    ...(n.Plans ?? []).flatMap(relations),
  ];
  const here =
    node["Join Type"] === "Anti" && relations(node).some((name) => tables.includes(name)) ? [relations(node)] : [];
  return [...here, ...(node.Plans ?? []).flatMap((child) => antiJoinsOver(child, tables))];
}
