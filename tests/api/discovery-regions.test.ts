import { sql, type SQL } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as nearMissesRoute from "@/app/api/v1/matches/near-misses/route";
import * as potentialRoute from "@/app/api/v1/matches/potential/route";
import * as upcomingRoute from "@/app/api/v1/matches/upcoming/route";
import * as userRoute from "@/app/api/v1/users/[id]/route";
import { getDb, queryRows } from "@/db/client";
import type { UserRow } from "@/db/schema";
import { addDays, todayUtc } from "@/lib/dates/days";
import { keptPageQuery, overlappingTravellersQuery, type DiscoveryKind } from "@/lib/discovery/queries";
import { buildMember, buildMembersInBulk, buildPairing, buildPlan, buildUser } from "../factories";
import { addTestCity, addTestRegion, loadTestCities, type TestPlace } from "../helpers/cities";
import { call } from "../helpers/http";

/**
 * docs/decisions/027-regions-hold-their-places.md, docs/api.md §4.3 and §3.2: a plan to a region
 * meets the plans to the places it holds at the same-place setting, and a plan kept as typed near
 * a listed place lies inside that place's regions and is met by distance from its point.
 */

const day = (offset: number) => addDays(todayUtc(), offset);
type Where = { cityId: number | null; destination: string; nearCityId?: number | null };
type Entry = { id: number; overlap_info: Record<string, unknown>; relationship_type?: string };

beforeAll(async () => {
  await loadTestCities();
});

/** The great-circle distance the statement measures, rounded as `distance_km` is. */
function km(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h))));
}

type Point = { lat: number; lon: number };
let groupSeq = 0;

/**
 * Bali as the data set holds it, moved into the empty South Pacific (no real place within 200 km),
 * each test its own copy 3 degrees of longitude (330 km) from the last: the region (its point where
 * its places are) holding Kuta, Ubud and Denpasar; Mataram on Lombok, outside it; and Canggu, a
 * village the data set lacks, kept as typed near Kuta (its text the group's own, since typed
 * destinations meet by text).
 */
async function bali() {
  const group = ++groupSeq;
  const shift = -135 + group * 3 - 115.19;
  const point = (lat: number, lon: number): Point => ({ lat, lon: lon + shift });
  const at = async (name: string, where: Point) => ({
    ...(await addTestCity({ name, latitude: where.lat, longitude: where.lon, country: "Indonesia" })),
    point: where,
  });
  const kuta = await at("Kuta", point(-8.718, 115.1686));
  const ubud = await at("Ubud", point(-8.5069, 115.2625));
  const denpasar = await at("Denpasar", point(-8.65, 115.2167));
  const mataram = await at("Mataram", point(-8.5833, 116.1167));
  const centre = point(-8.4, 115.19);
  const region = {
    ...(await addTestRegion({
      name: "Bali",
      latitude: centre.lat,
      longitude: centre.lon,
      places: [kuta, ubud, denpasar],
      country: "Indonesia",
    })),
    point: centre,
  };
  const canggu: Where = { cityId: null, nearCityId: kuta.cityId, destination: `Canggu ${group}` };
  return { bali: region, kuta, ubud, denpasar, mataram, canggu, group };
}

/**
 * Surat Thani province holding its capital, and the island of Ko Pha-ngan inside it holding Thong
 * Sala (a region inside a larger one), moved like bali().
 */
async function suratThani() {
  const group = ++groupSeq;
  const shift = -135 + group * 3 - 99.5;
  const point = (lat: number, lon: number): Point => ({ lat, lon: lon + shift });
  const at = async (name: string, where: Point) => ({
    ...(await addTestCity({ name, latitude: where.lat, longitude: where.lon, country: "Thailand" })),
    point: where,
  });
  const city = await at("Surat Thani", point(9.1397, 99.3331));
  const thongSala = await at("Thong Sala", point(9.7128, 100.0076));
  const provinceCentre = point(9.1, 99.0);
  const province = await addTestRegion({
    name: "Surat Thani",
    latitude: provinceCentre.lat,
    longitude: provinceCentre.lon,
    places: [city],
    country: "Thailand",
  });
  const islandCentre = point(9.75, 100.03);
  const island = await addTestRegion({
    name: "Ko Pha-ngan",
    latitude: islandCentre.lat,
    longitude: islandCentre.lon,
    places: [thongSala],
    within: [province],
    country: "Thailand",
  });
  return {
    city,
    thongSala,
    province: { ...province, point: provinceCentre },
    island: { ...island, point: islandCentre },
  };
}

const plan = (user: Pick<UserRow, "id">, from: number, to: number, where: Where | TestPlace) =>
  buildPlan(user, {
    cityId: where.cityId,
    nearCityId: "nearCityId" in where ? where.nearCityId : null,
    destination: where.destination,
    arrivalDate: day(from),
    departureDate: day(to),
  });

async function list(
  route: { GET: typeof potentialRoute.GET },
  token: string,
  query: Record<string, string | number> = {},
) {
  const response = await call(route.GET, { token, query });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as Entry[];
}
const potential = (token: string, radius_km = 0) => list(potentialRoute, token, { radius_km });
const nearMisses = (token: string, radius_km = 0) =>
  list(nearMissesRoute as unknown as typeof potentialRoute, token, { radius_km });
const upcoming = (token: string, radius_km = 0) =>
  list(upcomingRoute as unknown as typeof potentialRoute, token, { radius_km });
const sorted = (entries: Entry[]) => entries.map((entry) => entry.id).sort((a, b) => a - b);
const of = (...people: Pick<UserRow, "id">[]) => people.map((person) => person.id).sort((a, b) => a - b);
const infoOf = (entries: Entry[], person: Pick<UserRow, "id">) =>
  entries.find((entry) => entry.id === person.id)?.overlap_info;

describe("a region holds its places (potential matches)", () => {
  it("meets the plans to its places, to itself and anchored near them at the same-place setting, at 0 km through the region", async () => {
    const { bali: region, kuta, ubud, denpasar, mataram, canggu } = await bali();
    const viewer = await buildMember();
    await plan(viewer.user, 10, 20, region);
    const [inUbud, inDenpasar, inKuta, inBali, inCanggu, onLombok] = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => buildUser()),
    );
    await plan(inUbud!, 12, 14, ubud);
    await plan(inDenpasar!, 12, 15, denpasar);
    await plan(inKuta!, 12, 16, kuta);
    await plan(inBali!, 12, 17, region);
    await plan(inCanggu!, 12, 18, canggu);
    await plan(onLombok!, 12, 19, mataram);

    const same = await potential(viewer.token);
    expect(sorted(same)).toEqual(of(inUbud!, inDenpasar!, inKuta!, inBali!, inCanggu!));
    expect(infoOf(same, inUbud!)).toMatchObject({
      distance_km: 0,
      region: "Bali",
      city: ubud.destination,
      destination: ubud.destination,
    });
    expect(infoOf(same, inKuta!)).toMatchObject({ distance_km: 0, region: "Bali", city: kuta.destination });
    // The same region is the same place: nothing to explain.
    expect(infoOf(same, inBali!)).toMatchObject({ distance_km: 0, region: null, city: region.destination });
    expect(infoOf(same, inCanggu!)).toMatchObject({
      distance_km: 0,
      region: "Bali",
      city: null,
      destination: canggu.destination,
    });

    // With a radius, a place outside the region is measured from the region's point; containment is still 0 km.
    const toLombok = km(region.point, mataram.point);
    expect(toLombok).toBeGreaterThan(50);
    expect(toLombok).toBeLessThan(200);
    expect(sorted(await potential(viewer.token, 50))).toEqual(of(inUbud!, inDenpasar!, inKuta!, inBali!, inCanggu!));
    const wide = await potential(viewer.token, 200);
    expect(sorted(wide)).toEqual(of(inUbud!, inDenpasar!, inKuta!, inBali!, inCanggu!, onLombok!));
    expect(infoOf(wide, onLombok!)).toMatchObject({ distance_km: toLombok, region: null, city: mataram.destination });
    expect(infoOf(wide, inDenpasar!)).toMatchObject({ distance_km: 0, region: "Bali" });
  });

  it("needs a radius for two places inside one region, and meets the region's plans from any of them", async () => {
    const { bali: region, kuta, ubud, denpasar, canggu } = await bali();
    const viewer = await buildMember();
    await plan(viewer.user, 10, 20, ubud);
    const [inDenpasar, inBali, inKuta, inCanggu] = await Promise.all([1, 2, 3, 4].map(() => buildUser()));
    await plan(inDenpasar!, 12, 14, denpasar);
    await plan(inBali!, 12, 15, region);
    await plan(inKuta!, 12, 16, kuta);
    await plan(inCanggu!, 12, 17, canggu);

    const same = await potential(viewer.token);
    expect(sorted(same)).toEqual(of(inBali!));
    expect(infoOf(same, inBali!)).toMatchObject({ distance_km: 0, region: "Bali", city: region.destination });

    const toDenpasar = km(ubud.point, denpasar.point);
    const toKuta = km(ubud.point, kuta.point);
    expect(toDenpasar).toBeLessThan(20);
    expect(toKuta).toBeGreaterThan(20);
    const near = await potential(viewer.token, 20);
    expect(sorted(near)).toEqual(of(inDenpasar!, inBali!));
    expect(infoOf(near, inDenpasar!)).toMatchObject({ distance_km: toDenpasar, region: null });
    const wider = await potential(viewer.token, 50);
    expect(sorted(wider)).toEqual(of(inDenpasar!, inBali!, inKuta!, inCanggu!));
    // The anchored plan is where its anchor is.
    expect(infoOf(wider, inCanggu!)).toMatchObject({ distance_km: toKuta, region: null, city: null });
    expect(infoOf(wider, inBali!)).toMatchObject({ distance_km: 0, region: "Bali" });
  });

  it("meets regions: the same region at 0, and a region inside a larger one (Ko Pha-ngan inside Surat Thani) through the larger", async () => {
    const { city, thongSala, province, island } = await suratThani();
    const [onIsland, inProvince, inThongSala, inCity] = await Promise.all([1, 2, 3, 4].map(() => buildMember()));
    await plan(onIsland!.user, 10, 20, island);
    await plan(inProvince!.user, 11, 20, province);
    await plan(inThongSala!.user, 12, 20, thongSala);
    await plan(inCity!.user, 13, 20, city);
    const islander = await buildUser();
    await plan(islander, 12, 14, island);

    const fromIsland = await potential(onIsland!.token);
    expect(sorted(fromIsland)).toEqual(of(islander, inProvince!.user, inThongSala!.user));
    expect(infoOf(fromIsland, islander)).toMatchObject({ distance_km: 0, region: null });
    expect(infoOf(fromIsland, inProvince!.user)).toMatchObject({ distance_km: 0, region: "Surat Thani" });
    expect(infoOf(fromIsland, inThongSala!.user)).toMatchObject({ distance_km: 0, region: "Ko Pha-ngan" });

    // The province holds the island, the island's places and its own.
    const fromProvince = await potential(inProvince!.token);
    expect(sorted(fromProvince)).toEqual(of(islander, onIsland!.user, inThongSala!.user, inCity!.user));
    for (const entry of fromProvince)
      expect(entry.overlap_info).toMatchObject({ distance_km: 0, region: "Surat Thani" });

    // Two places of the province are two places: a radius joins them, by their points.
    const fromThongSala = await potential(inThongSala!.token);
    expect(sorted(fromThongSala)).toEqual(of(islander, onIsland!.user, inProvince!.user));
    const apart = km(thongSala.point, city.point);
    expect(apart).toBeGreaterThan(50);
    const wide = await potential(inThongSala!.token, 150);
    expect(infoOf(wide, inCity!.user)).toMatchObject({ distance_km: apart, region: null });
    expect(infoOf(wide, inProvince!.user)).toMatchObject({ distance_km: 0, region: "Surat Thani" });
  });
});

describe("a plan kept as typed near a listed place", () => {
  it("lies inside its anchor's regions, is met by distance from the anchor's point and not at 0 by the anchor's own plans, and meets its own text", async () => {
    const { bali: region, kuta, denpasar, canggu, group } = await bali();
    const viewer = await buildMember();
    await plan(viewer.user, 10, 20, canggu);
    const [inBali, inKuta, inDenpasar, sameText, echoBeach] = await Promise.all([1, 2, 3, 4, 5].map(() => buildUser()));
    await plan(inBali!, 12, 14, region);
    await plan(inKuta!, 12, 15, kuta);
    await plan(inDenpasar!, 12, 16, denpasar);
    // The same text, any case, near nothing.
    await plan(sameText!, 12, 17, { cityId: null, destination: canggu.destination.toLowerCase() });
    // Another village near the same place: two places, not one.
    await plan(echoBeach!, 12, 18, { cityId: null, nearCityId: kuta.cityId, destination: `Echo Beach ${group}` });

    const same = await potential(viewer.token);
    expect(sorted(same)).toEqual(of(inBali!, sameText!));
    expect(infoOf(same, inBali!)).toMatchObject({ distance_km: 0, region: "Bali", city: region.destination });
    expect(infoOf(same, sameText!)).toMatchObject({ distance_km: 0, region: null, city: null });

    const toDenpasar = km(kuta.point, denpasar.point);
    expect(toDenpasar).toBeGreaterThan(5);
    const close = await potential(viewer.token, 5);
    expect(sorted(close)).toEqual(of(inBali!, inKuta!, sameText!, echoBeach!));
    expect(infoOf(close, inKuta!)).toMatchObject({ distance_km: 0, region: null, city: kuta.destination });
    expect(infoOf(close, echoBeach!)).toMatchObject({ distance_km: 0, region: null, city: null });
    const wider = await potential(viewer.token, 25);
    expect(infoOf(wider, inDenpasar!)).toMatchObject({
      distance_km: toDenpasar,
      region: null,
      city: denpasar.destination,
    });

    // And seen from the anchor: not at 0; with any radius, 0 km away. Text near nothing has no point.
    const fromKuta = await buildMember();
    await plan(fromKuta.user, 10, 20, kuta);
    expect(sorted(await potential(fromKuta.token))).toEqual(of(inKuta!, inBali!));
    const fromKutaClose = await potential(fromKuta.token, 5);
    expect(sorted(fromKutaClose)).toEqual(of(viewer.user, inKuta!, inBali!, echoBeach!));
    expect(infoOf(fromKutaClose, viewer.user)).toMatchObject({
      distance_km: 0,
      region: null,
      city: null,
      destination: canggu.destination,
    });
  });
});

describe("near misses and upcoming follow the same rule", () => {
  it("near misses: a region's places and anchored plans at 0 km; two places of a region need a radius", async () => {
    const { bali: region, ubud, denpasar, kuta, canggu } = await bali();
    const viewer = await buildMember();
    await plan(viewer.user, 10, 19, region);
    const [ubudAfter2, canggBefore3, denpasarOverlapping, kutaAfter9] = await Promise.all(
      [1, 2, 3, 4].map(() => buildUser()),
    );
    await plan(ubudAfter2!, 21, 25, ubud);
    await plan(canggBefore3!, 3, 7, canggu);
    await plan(denpasarOverlapping!, 18, 22, denpasar); // in the potential list instead
    await plan(kutaAfter9!, 28, 30, kuta); // too late
    const misses = await nearMisses(viewer.token);
    expect(misses.map((entry) => entry.id)).toEqual([ubudAfter2!.id, canggBefore3!.id]);
    expect(misses[0]!.overlap_info).toMatchObject({
      gap_days: 2,
      gap_side: "after",
      distance_km: 0,
      region: "Bali",
      city: ubud.destination,
    });
    expect(misses[1]!.overlap_info).toMatchObject({
      gap_days: 3,
      gap_side: "before",
      distance_km: 0,
      region: "Bali",
      city: null,
    });

    const fromUbud = await buildMember();
    await plan(fromUbud.user, 24, 30, ubud);
    const [denpasarBefore2, baliAfter1] = [await buildUser(), await buildUser()];
    await plan(denpasarBefore2, 15, 22, denpasar);
    await plan(baliAfter1, 31, 33, region);
    const ubudMisses = await nearMisses(fromUbud.token);
    // Ubud's own Bali traveller (the viewer, 10-19) is 5 days off; Denpasar needs a radius.
    expect(ubudMisses.map((entry) => entry.id)).toEqual([baliAfter1.id, viewer.user.id]);
    expect(ubudMisses[0]!.overlap_info).toMatchObject({ gap_days: 1, region: "Bali", distance_km: 0 });
    const wide = await nearMisses(fromUbud.token, 20);
    // Both Denpasar travellers leave two days before; the sooner arrival first.
    expect(wide.map((entry) => entry.id)).toEqual([
      baliAfter1.id,
      denpasarBefore2.id,
      denpasarOverlapping!.id,
      viewer.user.id,
    ]);
    expect(wide[1]!.overlap_info).toMatchObject({
      gap_days: 2,
      region: null,
      distance_km: km(ubud.point, denpasar.point),
    });
  });

  it("upcoming: friends in the region's places and anchored near them; the anchor's own plans with a radius", async () => {
    const { bali: region, ubud, kuta, canggu } = await bali();
    const viewer = await buildMember();
    await plan(viewer.user, 10, 20, region);
    const [inUbud, inCanggu, stranger] = [await buildUser(), await buildUser(), await buildUser()];
    await buildPairing(viewer.user, inUbud, { relationshipType: "friend", status: "accepted" });
    await buildPairing(inCanggu, viewer.user, { relationshipType: "match", status: "accepted" });
    await plan(inUbud, 14, 16, ubud);
    await plan(inCanggu, 12, 13, canggu);
    await plan(stranger, 12, 13, ubud);
    const next = await upcoming(viewer.token);
    expect(next.map((entry) => entry.id)).toEqual([inCanggu.id, inUbud.id]);
    expect(next[0]).toMatchObject({
      relationship_type: "match",
      overlap_info: {
        distance_km: 0,
        region: "Bali",
        city: null,
        destination: canggu.destination,
        near_city_name: kuta.destination,
      },
    });
    expect(next[1]).toMatchObject({
      relationship_type: "friend",
      overlap_info: { distance_km: 0, region: "Bali", city: ubud.destination },
    });

    // From Canggu: the friend in Kuta only with a radius, 0 km away; the one in Bali at once.
    const villager = await buildMember();
    await plan(villager.user, 10, 20, canggu);
    const [inKuta, inBali] = [await buildUser(), await buildUser()];
    await buildPairing(villager.user, inKuta, { relationshipType: "friend", status: "accepted" });
    await buildPairing(villager.user, inBali, { relationshipType: "friend", status: "accepted" });
    await plan(inKuta, 11, 12, kuta);
    await plan(inBali, 13, 14, region);
    expect((await upcoming(villager.token)).map((entry) => entry.id)).toEqual([inBali.id]);
    const close = await upcoming(villager.token, 5);
    expect(close.map((entry) => entry.id)).toEqual([inKuta.id, inBali.id]);
    expect(close[0]!.overlap_info).toMatchObject({ distance_km: 0, region: null, city: kuta.destination });
  });
});

describe("the member profile's overlaps follow the same rule", () => {
  const overlaps = async (viewer: { token: string }, member: Pick<UserRow, "id">, radius_km = 0) => {
    const response = await call(userRoute.GET, {
      token: viewer.token,
      params: { id: member.id },
      query: { radius_km },
    });
    expect(response.status).toBe(200);
    return response.body.overlaps as Record<string, unknown>[];
  };

  it("says a region holds the other's place, and measures an anchored plan from its anchor", async () => {
    const { bali: region, ubud, denpasar, kuta, canggu } = await bali();
    const [inBali, inUbud, inDenpasar, inKuta, inCanggu] = await Promise.all([1, 2, 3, 4, 5].map(() => buildMember()));
    await plan(inBali!.user, 10, 20, region);
    await plan(inUbud!.user, 12, 14, ubud);
    await plan(inDenpasar!.user, 13, 15, denpasar);
    await plan(inKuta!.user, 14, 16, kuta);
    await plan(inCanggu!.user, 15, 17, canggu);

    expect(await overlaps(inBali!, inUbud!.user)).toEqual([
      {
        destination: ubud.destination,
        arrival_date: day(12),
        departure_date: day(14),
        my_destination: region.destination,
        overlap_start: day(12),
        overlap_end: day(14),
        overlap_days: 3,
        distance_km: 0,
        region: "Bali",
        near_city_name: null,
        my_near_city_name: null,
      },
    ]);
    expect(await overlaps(inUbud!, inBali!.user)).toMatchObject([
      { destination: region.destination, distance_km: 0, region: "Bali" },
    ]);
    expect(await overlaps(inCanggu!, inBali!.user)).toMatchObject([
      { destination: region.destination, my_destination: canggu.destination, distance_km: 0, region: "Bali" },
    ]);
    // Two places of the region, and the anchor with its anchored plan: only with a radius.
    expect(await overlaps(inUbud!, inDenpasar!.user)).toEqual([]);
    expect(await overlaps(inUbud!, inDenpasar!.user, 20)).toMatchObject([
      { distance_km: km(ubud.point, denpasar.point), region: null },
    ]);
    expect(await overlaps(inKuta!, inCanggu!.user)).toEqual([]);
    expect(await overlaps(inKuta!, inCanggu!.user, 5)).toMatchObject([
      { destination: canggu.destination, distance_km: 0, region: null },
    ]);
  });
});

describe("cost with regions", () => {
  // 3,000 members built in bulk: well over the default time on a busy two-core machine.
  it(
    "reads a region's places and their plans from indexes, and still hashes the pairings (EXPLAIN on a seeded database)",
    { timeout: 120_000 },
    async () => {
      const db = await getDb();
      const { bali: region, ubud, denpasar, kuta } = await bali();
      const viewer = await buildUser();
      await plan(viewer, 5, 25, region);
      await plan(viewer, 30, 40, ubud);
      // 3,000 members over the region and its places, every 20th anchored near Kuta; 2,000 passed on.
      await buildMembersInBulk("regions", 3000);
      const places = [region, ubud, denpasar, kuta].map((place) => place.cityId);
      await db.execute(sql`
      insert into travel_plans (user_id, city_id, near_city_id, destination, arrival_date, departure_date)
      select u.id, case when u.id % 20 = 0 then null else (${`{${places.join(",")}}`}::int[])[1 + u.id % 4] end,
        case when u.id % 20 = 0 then ${kuta.cityId}::int end, 'Bali ' || (u.id % 4),
        current_date + (u.id % 30), current_date + (u.id % 30) + 5
      from users u where u.email like 'regions%'`);
      await db.execute(sql`
      insert into pairings (user1_id, user2_id, relationship_type, requested_type, status)
      select ${viewer.id}, u.id, 'pass', 'pass', 'declined' from users u where u.email like 'regions%' order by u.id limit 2000`);
      // Other members' plans, pairings, and the data set's places in regions of their own (a region
      // per country), so that the viewer's rows are a small part of each table, as in production.
      await db.execute(sql`
      insert into travel_plans (user_id, city_id, destination, arrival_date, departure_date)
      select u.id, c.id, c.display_name, current_date + (g % 200), current_date + (g % 200) + 3 + (g % 9)
      from generate_series(1, 30000) g
      join lateral (select id from users where email = 'regions' || (1 + g % 3000) || '@example.com') u on true
      join lateral (select id, display_name from cities where kind = 'city' and country_code <> 'ZZ' order by id offset (g % 300) limit 1) c on true`);
      await db.execute(sql`
      insert into pairings (user1_id, user2_id, relationship_type, requested_type, status)
      select u.id, v.id, 'pass', 'pass', 'declined' from users u join users v on v.id between u.id + 1 and u.id + 10
      where u.email like 'regions%' and v.email like 'regions%'`);
      await db.execute(sql`
      insert into cities (id, name, ascii_name, display_name, country_code, country, kind, region_key, feature_code, latitude, longitude, population)
      select nextval('region_ids'), 'All of ' || country, 'All of ' || country, 'All of ' || country, country_code, country, 'region',
        'test:country:' || country_code, 'ADM1', avg(latitude), avg(longitude), 0
      from cities where kind = 'city' and country_code <> 'ZZ' group by country_code, country`);
      await db.execute(sql`
      insert into place_regions (place_id, region_id)
      select c.id, r.id from cities c join cities r on r.region_key = 'test:country:' || c.country_code where c.kind = 'city'`);
      // Written over time, as a live database's plans are: few changed in the last minute.
      await db.execute(sql`update travel_plans set updated_at = now() - (id % 1000) * interval '1 hour'`);
      await db.execute(sql`vacuum analyze`);
      const kinds: [DiscoveryKind, number][] = [
        ["potential", 0],
        ["potential", 50],
        ["near_misses", 0],
        ["upcoming", 0],
      ];
      for (const [kind, radiusKm] of kinds) {
        const query = overlappingTravellersQuery({
          viewerId: viewer.id,
          today: todayUtc(),
          discovery: { kind, radiusKm },
          page: { skip: 0, limit: 100 },
        });
        const text = (await queryRows<Record<string, string>>(db, sql`explain ${query}`))
          .map((row) => Object.values(row)[0])
          .join("\n");
        expect(text, text).toMatch(/hashed SubPlan/i);
        // The region's places from place_regions' own indexes, never the whole table.
        expect(text, text).not.toMatch(/Seq Scan on place_regions/);
        // A person's own plans (near misses, upcoming) by their user, not each place's plans intersected with them.
        expect(text, text).not.toMatch(/BitmapAnd/);
        if (kind !== "upcoming") {
          expect(text, text).toMatch(/Index Only Scan using pairings_user1_idx/);
          expect(text, text).toContain("travel_plans_short_stays_idx");
          expect(text, text).toContain("travel_plans_near_city_dates_idx");
          expect(text, text).not.toMatch(/Seq Scan on travel_plans/);
        }
      }
      // A kept ranking's check reads the places' changed plans from (city, updated_at), those without
      // a place (anchored or typed) as one range of it, never the table (docs/decisions/025).
      const placeIds = places;
      const kept = {
        entries: "[]",
        complete: true,
        madeAt: new Date().toISOString(),
        snapshot: "1:1:",
        mineStamp: "",
        placeIds,
        typedDestinations: ["bali 1"],
        lastPairingId: 0,
        pairingsRemovedAt: null,
        blocks: 0,
        expiresAt: 0,
      };
      const check = (
        await queryRows<Record<string, string>>(
          db,
          sql`explain ${keptPageQuery(viewer.id, todayUtc(), kept, undefined, { skip: 0, limit: 25 })}`,
        )
      )
        .map((row) => Object.values(row)[0])
        .join("\n");
      expect(check, check).not.toMatch(/Seq Scan on travel_plans/);
      expect(check.match(/travel_plans_city_updated_idx/g)?.length, check).toBe(2);
      // And the answer is right: everyone in the region's places, anchored near them or in it, not passed on.
      const offered = await found(
        overlappingTravellersQuery({
          viewerId: viewer.id,
          today: todayUtc(),
          discovery: { kind: "potential", radiusKm: 0 },
          page: { skip: 0, limit: 5000 },
        }),
      );
      const [expected] = await queryRows<{ n: number }>(
        db,
        sql`
      select count(distinct p.user_id)::int as n from travel_plans p
      where p.user_id not in (select user2_id from pairings where user1_id = ${viewer.id}) and p.user_id <> ${viewer.id}
        and (p.arrival_date <= current_date + 25 and p.departure_date >= current_date + 5
               and (p.city_id = any(${`{${places.join(",")}}`}::int[]) or p.near_city_id = ${kuta.cityId})
          or p.arrival_date <= current_date + 40 and p.departure_date >= current_date + 30 and p.city_id in (${region.cityId}, ${ubud.cityId}))`,
      );
      expect(offered.length).toBe(expected!.n);
      expect(offered.length).toBeGreaterThan(100);
    },
  );
});

async function found(query: SQL): Promise<number[]> {
  return (await queryRows<{ id: number | null }>(await getDb(), query))
    .map((row) => row.id)
    .filter((id): id is number => id !== null);
}
