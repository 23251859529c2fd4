import { beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import * as placesRoute from "@/app/api/v1/admin/places/route";
import * as resolveRoute from "@/app/api/v1/travel-plans/search/cities/resolve/route";
import * as citiesRoute from "@/app/api/v1/travel-plans/search/cities/route";
import * as plansRoute from "@/app/api/v1/travel-plans/route";
import { getDb } from "@/db/client";
import { cities, datasetVersions, placeRegions, travelPlans } from "@/db/schema";
import { DestinationResolution } from "@/lib/cities/contract";
import { addDays, todayUtc } from "@/lib/dates/days";
import { buildAdmin, buildMember, buildPlan } from "../factories";
import { loadTestCities } from "../helpers/cities";
import { call } from "../helpers/http";

type Suggestion = {
  id: number;
  name: string;
  city: string;
  kind: string;
  region: string | null;
  country_code: string;
  population: number | null;
};

let token: string;
beforeAll(async () => {
  await loadTestCities();
  token = (await buildMember()).token;
});

const search = async (query: string) =>
  (await call(citiesRoute.GET, { token, query: { query } })).body.results as Suggestion[];
const first = async (query: string) => {
  const [top] = await search(query);
  return top && { city: top.city, kind: top.kind, country_code: top.country_code };
};
const resolve = async (destination: string) => {
  const { status, body } = await call(resolveRoute.GET, { token, query: { destination } });
  expect(status).toBe(200);
  expect(DestinationResolution.safeParse(body).success).toBe(true);
  return body as { place: Suggestion | null; sure: boolean; alternatives: Suggestion[] };
};
const region = async (key: string) =>
  (await (await getDb()).select().from(cities).where(eq(cities.regionKey, key)))[0]!;
/** The biggest city of a name in a country. */
const named = async (name: string, countryCode: string) =>
  (
    await (
      await getDb()
    )
      .select()
      .from(cities)
      .where(and(eq(cities.name, name), eq(cities.countryCode, countryCode), eq(cities.kind, "city")))
      .orderBy(cities.population)
  ).at(-1)!;
const regionsOf = async (placeId: number) =>
  (
    await (
      await getDb()
    )
      .select({ key: cities.regionKey })
      .from(placeRegions)
      .innerJoin(cities, eq(cities.id, placeRegions.regionId))
      .where(eq(placeRegions.placeId, placeId))
  ).map((row) => row.key);

describe("regions and islands are places (docs/api.md §4.1)", () => {
  it.each([
    ["Bali", { city: "Bali", kind: "region", country_code: "ID" }],
    ["Madeira", { city: "Madeira", kind: "region", country_code: "PT" }],
    ["Goa", { city: "Goa", kind: "region", country_code: "IN" }],
    ["Crete", { city: "Crete", kind: "region", country_code: "GR" }],
    ["Pai", { city: "Pai", kind: "city", country_code: "TH" }],
    ["Sardinia", { city: "Sardinia", kind: "region", country_code: "IT" }],
    ["Hawaii", { city: "Hawaii", kind: "region", country_code: "US" }],
    ["Canary Islands", { city: "Canary Islands", kind: "region", country_code: "ES" }],
    ["Gran Canaria", { city: "Gran Canaria", kind: "region", country_code: "ES" }],
    ["Lanzarote", { city: "Lanzarote", kind: "region", country_code: "ES" }],
    ["Mallorca", { city: "Mallorca", kind: "region", country_code: "ES" }],
    ["Siargao", { city: "Siargao", kind: "region", country_code: "PH" }],
    ["Kerala", { city: "Kerala", kind: "region", country_code: "IN" }],
    ["Tuscany", { city: "Tuscany", kind: "region", country_code: "IT" }],
    ["CDMX", { city: "Mexico City", kind: "city", country_code: "MX" }],
    ["Java", { city: "Java", kind: "region", country_code: "ID" }],
    ["Honshu", { city: "Honshu", kind: "region", country_code: "JP" }],
  ])("%s is the place meant, first", async (typed, meant) => {
    expect(await first(typed)).toEqual(meant);
  });

  it("answers a region with its kind, its larger region and the population of its places", async () => {
    const [bali] = await search("bali");
    expect(bali).toMatchObject({ name: "Bali, Indonesia", city: "Bali", kind: "region", region: null });
    expect(bali!.population).toBeGreaterThan(1_000_000);
    const [tenerife] = await search("tenerife");
    expect(tenerife).toMatchObject({ name: "Tenerife, Spain", kind: "region", region: "Canary Islands" });
  });

  it("offers a city and the region of its name side by side, the city first, in forms of their own", async () => {
    const lisbon = await search("lisbon");
    expect(lisbon.slice(0, 2).map((place) => [place.name, place.kind])).toEqual([
      ["Lisbon, Portugal", "city"],
      ["Lisbon District, Portugal", "region"],
    ]);
    const phuket = await search("phuket");
    expect(phuket.slice(0, 2).map((place) => [place.name, place.kind])).toEqual([
      ["Phuket, Thailand", "city"],
      ["Phuket Province, Thailand", "region"],
    ]);
    // New York City goes by "New York": it comes before the state.
    expect((await search("new york")).slice(0, 2).map((place) => place.city)).toEqual(["New York City", "New York"]);
  });

  it("finds nicknames and short forms, from the list of aliases of places", async () => {
    for (const typed of ["Saigon", "HCMC"])
      expect(await first(typed)).toEqual({ city: "Ho Chi Minh City", kind: "city", country_code: "VN" });
    expect(await first("Floripa")).toEqual({ city: "Florianópolis", kind: "city", country_code: "BR" });
    expect(await first("Majorca")).toEqual({ city: "Mallorca", kind: "region", country_code: "ES" });
    expect(await first("KL")).toEqual({ city: "Kuala Lumpur", kind: "city", country_code: "MY" });
    expect(await first("NYC")).toEqual({ city: "New York City", kind: "city", country_code: "US" });
    expect(await first("BA")).toEqual({ city: "Buenos Aires", kind: "city", country_code: "AR" });
    expect(await first("Rio")).toEqual({ city: "Rio de Janeiro", kind: "city", country_code: "BR" });
    expect(await first("Algarve")).toEqual({ city: "Faro", kind: "region", country_code: "PT" });
  });

  it("finds a name of several words written without its spaces, as its own name", async () => {
    expect(await first("kualalumpur")).toEqual({ city: "Kuala Lumpur", kind: "city", country_code: "MY" });
    expect(await first("Kohphangan")).toMatchObject({ kind: "region", country_code: "TH" });
    expect(await first("Buenosaires")).toEqual({ city: "Buenos Aires", kind: "city", country_code: "AR" });
    expect((await resolve("newyork")).place).toMatchObject({ city: "New York City", country_code: "US" });
  });
});

describe("a region holds its places (docs/decisions/027)", () => {
  it("lists the regions each place lies in, and the larger regions of a region", async () => {
    for (const town of ["Ubud", "Denpasar"])
      expect(await regionsOf((await named(town, "ID")).id)).toContain("admin1:ID.02");
    // The town of Ko Pha Ngan (Thong Sala): on the island of Koh Phangan, in Surat Thani province.
    expect(await regionsOf((await named("Ko Pha Ngan", "TH")).id)).toEqual(
      expect.arrayContaining(["island:TH:koh-phangan", "admin1:TH.60"]),
    );
    expect(await regionsOf((await named("Santa Cruz de Tenerife", "ES")).id)).toEqual(
      expect.arrayContaining(["island:ES:tenerife", "admin1:ES.53"]),
    );
    expect(await regionsOf((await region("island:ES:tenerife")).id)).toContain("admin1:ES.53");
    // Maui's towns, found on the island's land polygon.
    for (const town of ["Kahului", "Lahaina"])
      expect(await regionsOf((await named(town, "US")).id)).toEqual(
        expect.arrayContaining(["island:US:maui", "admin1:US.HI"]),
      );
    expect(await regionsOf((await named("Kuta", "ID")).id)).not.toContain("island:ES:tenerife");
  });

  it("places each place in its divisions as they are now, though the places' own data is older", async () => {
    // Vietnam's provinces were merged and renumbered in 2025: Đà Lạt is in Lâm Đồng (VN.68), whose number was Tuyên
    // Quang's, 1,100 km north.
    expect(await regionsOf((await named("Ðà Lạt", "VN")).id)).toContain("admin1:VN.68");
    const lamDong = await region("admin1:VN.68");
    expect(Math.abs(lamDong.latitude - 11.9)).toBeLessThan(1.5);
    // Norway's counties split again in 2024: Drammen is in Buskerud once more.
    expect(await regionsOf((await named("Drammen", "NO")).id)).toContain("admin1:NO.04");
  });

  it("keeps a region's id across a reload of the data set, and the plans that go to it", async () => {
    const db = await getDb();
    const bali = await region("admin1:ID.02");
    const traveller = await buildMember();
    const plan = await buildPlan(traveller.user, { cityId: bali.id, destination: bali.displayName });
    await db.delete(datasetVersions);
    await loadTestCities();
    expect((await region("admin1:ID.02")).id).toBe(bali.id);
    expect((await db.select().from(travelPlans).where(eq(travelPlans.id, plan.id)))[0]).toMatchObject({
      cityId: bali.id,
      destination: "Bali, Indonesia",
    });
    expect(await regionsOf((await db.select().from(cities).where(eq(cities.name, "Ubud")))[0]!.id)).toContain(
      "admin1:ID.02",
    );
  }, 120_000);

  it("places a place an admin adds in the regions of its point", async () => {
    const admin = await buildAdmin();
    const added = await call(placesRoute.POST, {
      token: admin.token,
      body: { name: "Canggu", country_code: "ID", latitude: -8.6478, longitude: 115.1385, other_names: [] },
    });
    expect(added.status).toBe(201);
    expect(await regionsOf(added.body.id)).toContain("admin1:ID.02");
    const gili = await call(placesRoute.POST, {
      token: admin.token,
      body: { name: "Gili Meno Village", country_code: "ID", latitude: -8.3495, longitude: 116.058, other_names: [] },
    });
    expect(await regionsOf(gili.body.id)).toEqual(
      expect.arrayContaining(["island:ID:gili-meno", "island:ID:gili-islands", "admin1:ID.17"]),
    );
  });
});

describe("GET /travel-plans/search/cities/resolve: what typed text would be saved as", () => {
  it("needs a member, and a destination of at most 200 characters", async () => {
    expect((await call(resolveRoute.GET, { query: { destination: "Bali" } })).status).toBe(401);
    expect((await call(resolveRoute.GET, { token, query: { destination: "a".repeat(201) } })).status).toBe(422);
    expect((await call(resolveRoute.GET, { token, query: {} })).status).toBe(422);
  });

  it("is sure of the place meant, and says which other places the text may mean", async () => {
    const bali = await resolve("Bali");
    expect(bali).toMatchObject({ place: { city: "Bali", kind: "region", country_code: "ID" }, sure: true });
    expect(bali.alternatives.map((place) => place.name)).toContain("Bāli, West Bengal, India");
    expect(await resolve("Bali, India")).toMatchObject({ place: { city: "Bāli", country_code: "IN" }, sure: true });
    expect(await resolve("Paris Texas")).toMatchObject({ place: { name: "Paris, Texas, United States" }, sure: true });
    expect(await resolve("Lisbon")).toMatchObject({ place: { name: "Lisbon, Portugal" }, sure: true });
    expect(await resolve("Lisbon District, Portugal")).toMatchObject({ place: { kind: "region" }, sure: true });
    // A name spelled like its own in another language is sure ("Lisboa"); one found only in
    // another language is not: "Minca", Munich's in some language, is also a village GeoNames lacks.
    expect(await resolve("Lisboa")).toMatchObject({ place: { name: "Lisbon, Portugal" }, sure: true });
    expect(await resolve("Minca")).toMatchObject({ place: { city: "Munich" }, sure: false });
  });

  it("is not sure of a loose match: a partial name, a name in another language only, namesakes alike", async () => {
    // "Pari" is also Paris in some language: Paris is what it may mean, not sure.
    expect(await resolve("Pari")).toMatchObject({ place: { name: "Paris, France" }, sure: false });
    const lond = await resolve("Lond");
    expect(lond.sure).toBe(false);
    expect(lond.alternatives.map((place) => place.name)).toContain("London, United Kingdom");
    // Genoa is also "Goa" in some language: typed so it is Goa, India; typed "Genoa", Genoa.
    expect(await resolve("Genoa")).toMatchObject({ place: { city: "Genoa", country_code: "IT" }, sure: true });
    expect((await resolve("Goa")).place).toMatchObject({ city: "Goa", country_code: "IN" });
    expect(await resolve("Nowhere Beach")).toEqual({ place: null, sure: false, alternatives: [] });
  });

  it("saves a typed plan at the place only when sure; otherwise keeps the text as typed", async () => {
    const traveller = await buildMember();
    // Each on nights of its own: one member's plans in different places on the same nights ask first.
    let week = 0;
    const plan = (destination: string) => {
      week += 1;
      return call(plansRoute.POST, {
        token: traveller.token,
        body: {
          destination,
          arrival_date: addDays(todayUtc(), 7 * week),
          departure_date: addDays(todayUtc(), 7 * week + 4),
        },
      });
    };
    expect((await plan("Bali")).body).toMatchObject({
      destination: "Bali, Indonesia",
      city_id: (await region("admin1:ID.02")).id,
    });
    expect((await plan("Goa")).body).toMatchObject({
      destination: "Goa, India",
      city_id: (await region("admin1:IN.33")).id,
    });
    expect((await plan("Pari")).body).toMatchObject({ destination: "Pari", city_id: null });
    const db = await getDb();
    const kept = await db
      .select()
      .from(travelPlans)
      .where(and(eq(travelPlans.userId, traveller.user.id), inArray(travelPlans.destination, ["Pari"])));
    expect(kept).toHaveLength(1);
  });
});
