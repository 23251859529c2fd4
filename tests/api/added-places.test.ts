import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as placeRoute from "@/app/api/v1/admin/places/[id]/route";
import * as placesRoute from "@/app/api/v1/admin/places/route";
import * as unplacedRoute from "@/app/api/v1/admin/unplaced-destinations/route";
import * as potentialRoute from "@/app/api/v1/matches/potential/route";
import * as citiesRoute from "@/app/api/v1/travel-plans/search/cities/route";
import * as plansRoute from "@/app/api/v1/travel-plans/route";
import { getDb } from "@/db/client";
import { cities, datasetVersions, groupTrips, travelPlans } from "@/db/schema";
import { listenForCityChanges } from "@/lib/cities/popularity";
import { announceCitiesChanged, insertAddedPlace } from "@/lib/cities/queries";
import { addDays, todayUtc } from "@/lib/dates/days";
import { problemOf } from "@/lib/http/route";
import { buildAdmin, buildMember, buildPlan, buildTrip, buildUser } from "../factories";
import { LOADS_CITIES, loadTestCities } from "../helpers/cities";
import { call } from "../helpers/http";

/** docs/decisions/024-places-admins-add.md: the places travellers name that the data set lacks. */

const day = (offset: number) => addDays(todayUtc(), offset);
const CANGGU = {
  name: "Canggu",
  country_code: "id",
  latitude: -8.6478,
  longitude: 115.1385,
  other_names: ["Changgu", "Canggu"],
};

let admin: Awaited<ReturnType<typeof buildAdmin>>;
let member: Awaited<ReturnType<typeof buildMember>>;
beforeAll(async () => {
  await loadTestCities();
  admin = await buildAdmin({ name: "Ada Admin" });
  member = await buildMember();
});

const search = async (query: string) =>
  (await call(citiesRoute.GET, { token: member.token, query: { query } })).body.results as {
    id: number;
    name: string;
  }[];
const planRow = async (id: number) =>
  (await (await getDb()).select().from(travelPlans).where(eq(travelPlans.id, id)))[0]!;
const typed = (user: Parameters<typeof buildPlan>[0], destination: string, from = 10, to = 17) =>
  buildPlan(user, { destination, cityId: null, arrivalDate: day(from), departureDate: day(to) });

describe("who may", () => {
  it("admins only, on every route", async () => {
    for (const token of [undefined, member.token]) {
      const status = token ? 403 : 401;
      expect((await call(placesRoute.GET, { token })).status).toBe(status);
      expect((await call(placesRoute.POST, { token, body: CANGGU })).status).toBe(status);
      expect((await call(placeRoute.DELETE, { token, params: { id: 1_000_000_000 } })).status).toBe(status);
      expect((await call(unplacedRoute.GET, { token })).status).toBe(status);
    }
  });
});

describe("a place travellers name that the data set lacks", () => {
  it("is listed from what members typed, added, then searched, resolved and met nearby", LOADS_CITIES, async () => {
    expect(await search("canggu")).toEqual([]);
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => buildUser()));
    const plans = {
      a: await typed(a!, "Canggu"),
      b: await typed(b!, "canggu "),
      bPast: await typed(b!, "canggu ", -30, -20),
      c: await typed(c!, "CANGGU, Indonesia"),
      d: await typed(d!, "Changgu, ID"),
      spaced: await typed(c!, "Canggu Indonesia", 20, 25),
      spain: await typed(d!, "Canggu, Spain"),
      spacedSpain: await typed(c!, "canggu spain", 30, 35),
      home: await typed(d!, "Mum's house"),
    };
    const trip = await buildTrip(a!, { destination: "Canggu", cityId: null });

    const unplaced = await call(unplacedRoute.GET, { token: admin.token });
    expect(unplaced.status).toBe(200);
    const rows = unplaced.body as { destination: string; members: number; plans: number; upcoming_plans: number }[];
    // One row whatever the case, spaces and punctuation: "Canggu" and "canggu " (twice, one past),
    // "CANGGU, Indonesia" and "Canggu Indonesia"; "Changgu, ID" is its own.
    const canggu = rows.filter((row) => /^canggu *$/i.test(row.destination));
    expect(canggu).toEqual([expect.objectContaining({ members: 2, plans: 3, upcoming_plans: 2 })]);
    const withCountry = rows.filter((row) => /^canggu,? indonesia$/i.test(row.destination));
    expect(withCountry).toEqual([expect.objectContaining({ members: 1, plans: 2, upcoming_plans: 2 })]);
    expect(Number(unplaced.headers.get("x-total-count"))).toBeGreaterThanOrEqual(5);

    const added = await call(placesRoute.POST, { token: admin.token, body: CANGGU });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({
      name: "Canggu, Indonesia",
      city: "Canggu",
      country: "Indonesia",
      country_code: "ID",
      region: null,
      latitude: CANGGU.latitude,
      longitude: CANGGU.longitude,
      other_names: ["changgu"],
      plans: 6,
      added_by: { id: admin.user.id, name: "Ada Admin" },
    });
    const place = added.body as { id: number };
    expect(place.id).toBeGreaterThanOrEqual(1_000_000_000);

    // The plans and the trip typed as one of its names (with its country after a comma or a space, or none) go to it.
    for (const plan of [plans.a, plans.b, plans.bPast, plans.c, plans.d, plans.spaced]) {
      expect(await planRow(plan.id)).toMatchObject({ cityId: place.id, destination: "Canggu, Indonesia" });
    }
    expect(await planRow(plans.spain.id)).toMatchObject({ cityId: null, destination: "Canggu, Spain" });
    expect(await planRow(plans.spacedSpain.id)).toMatchObject({ cityId: null, destination: "canggu spain" });
    expect(await planRow(plans.home.id)).toMatchObject({ cityId: null, destination: "Mum's house" });
    const [tripRow] = await (await getDb()).select().from(groupTrips).where(eq(groupTrips.id, trip.id));
    expect(tripRow).toMatchObject({ cityId: place.id, destination: "Canggu, Indonesia" });
    const after = (await call(unplacedRoute.GET, { token: admin.token })).body as {
      destination: string;
      plans: number;
    }[];
    expect(after.map((row) => row.destination)).toEqual(expect.arrayContaining(["Canggu, Spain", "Mum's house"]));
    expect(after.find((row) => row.destination === "Canggu, Spain")).toMatchObject({ plans: 2 });
    expect(after.some((row) => /^c(h)?anggu( ?$|,? i)/i.test(row.destination))).toBe(false);

    // Searched at once, its plans ranking it among equal matches; found by its other name too.
    expect((await search("cang"))[0]).toMatchObject({ id: place.id, name: "Canggu, Indonesia" });
    expect((await search("changgu"))[0]).toMatchObject({ id: place.id });
    expect((await search("Canggu, Indonesia"))[0]).toMatchObject({ id: place.id });

    // A new plan typed as its name goes to it.
    const created = await call(plansRoute.POST, {
      token: member.token,
      body: { destination: "canggu", arrival_date: day(11), departure_date: day(15) },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ destination: "Canggu, Indonesia" });

    // Met within a radius: Denpasar is 9 km away.
    const [denpasar] = await (await getDb()).select().from(cities).where(eq(cities.name, "Denpasar"));
    const visitor = await buildUser();
    await buildPlan(visitor, { cityId: denpasar!.id, arrivalDate: day(12), departureDate: day(14) });
    const near = await call(potentialRoute.GET, { token: member.token, query: { radius_km: 50 } });
    const met = (near.body as { id: number; overlap_info: { distance_km: number } }[]).find(
      (entry) => entry.id === visitor.id,
    );
    expect(met?.overlap_info.distance_km).toBe(9);
    const sameCity = await call(potentialRoute.GET, { token: member.token });
    expect((sameCity.body as { id: number }[]).map((entry) => entry.id)).not.toContain(visitor.id);

    // Listed for the admins, and kept across a data set reload.
    const listed = await call(placesRoute.GET, { token: admin.token });
    expect(listed.body).toEqual([expect.objectContaining({ id: place.id, plans: 7 })]);
    expect(listed.headers.get("x-total-count")).toBe("1");
    await (
      await getDb()
    )
      .update(datasetVersions)
      .set({ version: "an older data set" })
      .where(eq(datasetVersions.name, "cities"));
    await loadTestCities();
    expect((await search("changgu"))[0]).toMatchObject({ id: place.id, name: "Canggu, Indonesia" });

    // Deleted: no longer found; its plans keep their text, without a city.
    expect((await call(placeRoute.DELETE, { token: admin.token, params: { id: place.id } })).status).toBe(204);
    expect(await search("canggu")).toEqual([]);
    expect(await planRow(plans.a.id)).toMatchObject({ cityId: null, destination: "Canggu, Indonesia" });
    expect((await call(placeRoute.DELETE, { token: admin.token, params: { id: place.id } })).status).toBe(404);
  });

  it("a plan written as its place is deleted gets a 409, not a 500", async () => {
    const added = await call(placesRoute.POST, {
      token: admin.token,
      body: { ...CANGGU, name: "Bingin", other_names: [] },
    });
    expect(added.status).toBe(201);
    expect((await call(placeRoute.DELETE, { token: admin.token, params: { id: added.body.id } })).status).toBe(204);
    // The write that lost the race: the service found the place, the delete came before the insert.
    const failure = await (
      await getDb()
    )
      .insert(travelPlans)
      .values({
        userId: member.user.id,
        cityId: added.body.id,
        destination: "Bingin, Indonesia",
        arrivalDate: day(3),
        departureDate: day(5),
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(problemOf(failure)).toEqual({
      status: 409,
      detail: "Something this refers to was removed meanwhile; reload and try again",
    });
  });

  it("never deletes one of the data set's cities", async () => {
    const [lisbon] = await (await getDb()).select().from(cities).where(eq(cities.displayName, "Lisbon, Portugal"));
    const response = await call(placeRoute.DELETE, { token: admin.token, params: { id: lisbon!.id } });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ detail: "Place not found" });
    expect((await search("lisbon"))[0]).toMatchObject({ id: lisbon!.id });
  });
});

describe("other server processes", () => {
  it("forget their search answers when a place changes in another", async () => {
    const stop = await listenForCityChanges();
    try {
      expect(await search("nyang nyang")).toEqual([]); // this process's answer, kept
      // Another process adds a place: its rows and its NOTIFY, nothing of this process's memory.
      await (
        await getDb()
      ).transaction(async (tx) => {
        await insertAddedPlace(tx, {
          name: "Nyang Nyang",
          asciiName: "Nyang Nyang",
          displayName: "Nyang Nyang, Indonesia",
          countryCode: "ID",
          country: "Indonesia",
          region: null,
          latitude: -8.84,
          longitude: 115.09,
          addedBy: admin.user.id,
          names: [{ name: "nyang nyang", isOwnName: true }],
        });
        await announceCitiesChanged(tx);
      });
      await expect
        .poll(async () => (await search("nyang nyang")).map((result) => result.name))
        .toEqual(["Nyang Nyang, Indonesia"]);
    } finally {
      await stop();
    }
  });
});

describe("editing a place", () => {
  it("changes what is sent; its plans and trips follow its display form, and names added bring their plans", async () => {
    const added = await call(placesRoute.POST, {
      token: admin.token,
      body: { name: "Pererenan", country_code: "ID", latitude: -8.5, longitude: 115.1 },
    });
    expect(added.status).toBe(201);
    const id = added.body.id as number;
    const traveller = await buildUser();
    const placed = await buildPlan(traveller, { cityId: id, arrivalDate: day(20), departureDate: day(25) });
    const spelled = await typed(traveller, "Perenan", 30, 35);

    const edited = await call(placeRoute.PUT, {
      token: admin.token,
      params: { id },
      body: { region: "Bali", latitude: -8.6321, longitude: 115.1194, other_names: ["Perenan"] },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      id,
      name: "Pererenan, Bali, Indonesia",
      city: "Pererenan",
      region: "Bali",
      latitude: -8.6321,
      longitude: 115.1194,
      other_names: ["perenan"],
      plans: 2,
    });
    expect(await planRow(placed.id)).toMatchObject({ cityId: id, destination: "Pererenan, Bali, Indonesia" });
    expect(await planRow(spelled.id)).toMatchObject({ cityId: id, destination: "Pererenan, Bali, Indonesia" });
    expect((await search("perenan"))[0]).toMatchObject({ id, name: "Pererenan, Bali, Indonesia" });

    // Only what is sent changes; region null clears it.
    const cleared = await call(placeRoute.PUT, { token: admin.token, params: { id }, body: { region: null } });
    expect(cleared.body).toMatchObject({
      name: "Pererenan, Indonesia",
      region: null,
      latitude: -8.6321,
      other_names: ["perenan"],
    });
    expect(await planRow(placed.id)).toMatchObject({ destination: "Pererenan, Indonesia" });
    // Its own name is no reason to ask for a region; an edit that sends nothing changes nothing.
    expect((await call(placeRoute.PUT, { token: admin.token, params: { id }, body: {} })).body).toMatchObject({
      name: "Pererenan, Indonesia",
    });
  });

  it("refuses another place's form, bad values, and anything but an added place", async () => {
    const first = await call(placesRoute.POST, {
      token: admin.token,
      body: { name: "Balian", country_code: "ID", latitude: -8.5, longitude: 114.97 },
    });
    const second = await call(placesRoute.POST, {
      token: admin.token,
      body: { name: "Medewi", country_code: "ID", latitude: -8.42, longitude: 114.8 },
    });
    const renamed = await call(placeRoute.PUT, {
      token: admin.token,
      params: { id: second.body.id },
      body: { name: "balian" },
    });
    expect(renamed.status).toBe(409);
    expect(renamed.body).toEqual({ detail: "Balian, Indonesia is already a place" });
    const bad = await call(placeRoute.PUT, {
      token: admin.token,
      params: { id: first.body.id },
      body: { latitude: -91, name: "" },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: "latitude", message: "Latitude must be between -90 and 90" },
        { field: "name", message: "Name is required" },
      ]),
    );
    const [lisbon] = await (await getDb()).select().from(cities).where(eq(cities.displayName, "Lisbon, Portugal"));
    const dataset = await call(placeRoute.PUT, {
      token: admin.token,
      params: { id: lisbon!.id },
      body: { latitude: 0 },
    });
    expect(dataset.status).toBe(404);
    expect(lisbon).toEqual((await (await getDb()).select().from(cities).where(eq(cities.id, lisbon!.id)))[0]);
  });
});

describe("what an admin may add", () => {
  const add = (body: unknown) => call(placesRoute.POST, { token: admin.token, body });

  it("refuses what is not a place, changing nothing", async () => {
    const before = (await (await getDb()).execute(sql`select count(*)::int as n from cities`)) as unknown;
    const cases: [unknown, string, string][] = [
      [{ ...CANGGU, latitude: 91 }, "latitude", "Latitude must be between -90 and 90"],
      [{ ...CANGGU, longitude: -180.5 }, "longitude", "Longitude must be between -180 and 180"],
      [{ ...CANGGU, latitude: "north" }, "latitude", "Latitude must be a number"],
      [{ ...CANGGU, longitude: undefined }, "longitude", "Longitude is required"],
      [{ ...CANGGU, name: "Canggu, Bali" }, "name", "Must not contain a comma"],
      [{ ...CANGGU, name: "  " }, "name", "Name is required"],
      [{ ...CANGGU, name: "!!!" }, "name", "Must be written in Latin, Chinese, Japanese or Korean letters or digits"],
      [
        { ...CANGGU, other_names: ["Чангу"] },
        "other_names.0",
        "Must be written in Latin, Chinese, Japanese or Korean letters or digits",
      ],
      [{ ...CANGGU, name: "Canggu\u0000" }, "name", "Must not contain a null character"],
      [
        { ...CANGGU, region: "---" },
        "region",
        "Must be written in Latin, Chinese, Japanese or Korean letters or digits",
      ],
      [{ ...CANGGU, name: "x".repeat(101) }, "name", "At most 100 characters"],
      [{ ...CANGGU, country_code: "IDN" }, "country_code", "Must be a two-letter country code"],
      [{ ...CANGGU, country_code: "ZZ" }, "country_code", "Unknown country code"],
      [{ ...CANGGU, country_code: "EU" }, "country_code", "Unknown country code"],
      [
        { ...CANGGU, other_names: Array.from({ length: 11 }, (_, i) => `Name ${i}`) },
        "other_names",
        "At most 10 other names",
      ],
      [{ ...CANGGU, other_names: ["Batu, Bolong"] }, "other_names.0", "Must not contain a comma"],
    ];
    for (const [body, field, message] of cases) {
      const response = await add(body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.errors).toContainEqual({ field, message });
    }
    // A number JSON can write but a double cannot hold: Infinity once parsed.
    const huge = await add(JSON.stringify({ ...CANGGU, latitude: 0 }).replace('"latitude":0', '"latitude":1e400'));
    expect(huge.status).toBe(422);
    expect(huge.body.errors).toContainEqual({ field: "latitude", message: "Latitude must be a number" });
    expect((await (await getDb()).execute(sql`select count(*)::int as n from cities`)) as unknown).toEqual(before);
  });

  it("asks for the region when another place of the country has the name, and refuses a second of one form", async () => {
    const noRegion = await add({ name: "San Jose", country_code: "US", latitude: 40, longitude: -100 });
    expect(noRegion.status).toBe(422);
    expect(noRegion.body.errors).toEqual([
      { field: "region", message: "Another place in United States is called San Jose: give its region" },
    ]);
    const withRegion = await add({
      name: "San Jose",
      region: "Nebraska",
      country_code: "US",
      latitude: 40,
      longitude: -100,
    });
    expect(withRegion.status).toBe(201);
    expect(withRegion.body).toMatchObject({ name: "San Jose, Nebraska, United States", region: "Nebraska" });
    const again = await add({
      name: "san jose",
      region: "nebraska",
      country_code: "us",
      latitude: 40.1,
      longitude: -100,
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ detail: "San Jose, Nebraska, United States is already a place" });
    const lisbon = await add({ name: "Lisbon", country_code: "PT", latitude: 38.7, longitude: -9.1 });
    expect(lisbon.status).toBe(409);
    expect(lisbon.body).toEqual({ detail: "Lisbon, Portugal is already a place" });
    // A name another country has is no matter.
    expect((await add({ name: "Hallstatt", country_code: "NZ", latitude: -45, longitude: 170 })).body).toMatchObject({
      name: "Hallstatt, New Zealand",
    });
  });

  it("two admins adding the same place at once make one", async () => {
    const other = await buildAdmin();
    const body = { name: "Seminyak", country_code: "ID", latitude: -8.6913, longitude: 115.1682 };
    const answers = await Promise.all(
      [admin, other, admin, other].map(({ token }) => call(placesRoute.POST, { token, body })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    expect((await search("seminyak")).map((result) => result.name)).toEqual(["Seminyak, Indonesia"]);
  });
});
