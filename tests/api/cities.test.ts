import { beforeAll, describe, expect, it } from "vitest";
import * as citiesRoute from "@/app/api/v1/travel-plans/search/cities/route";
import { getDb } from "@/db/client";
import { eq } from "drizzle-orm";
import { cities, datasetVersions, travelPlans } from "@/db/schema";
import { refreshCityPopularity, resolveDestination } from "@/lib/cities/service";
import { normalizeCityName } from "@/lib/cities/normalize";
import { todayUtc } from "@/lib/dates/days";
import { buildMember, buildPlan } from "../factories";
import { loadTestCities } from "../helpers/cities";
import { call } from "../helpers/http";

let token: string;
beforeAll(async () => {
  await loadTestCities();
  token = (await buildMember()).token;
});

const search = (query: string, extra: Record<string, string | number> = {}) =>
  call(citiesRoute.GET, { token, query: { query, ...extra } });

describe("GET /travel-plans/search/cities", () => {
  it("needs a member", async () => {
    expect((await call(citiesRoute.GET, { query: { query: "lis" } })).status).toBe(401);
  });

  it("answers docs/api.md's shape, display name first", async () => {
    const { status, body } = await search("lisbon");
    expect(status).toBe(200);
    expect(body.results[0]).toMatchObject({ name: "Lisbon, Portugal", country: "Portugal", country_code: "PT" });
    expect(Object.keys(body.results[0]).sort()).toEqual(
      ["city", "country", "country_code", "id", "kind", "latitude", "longitude", "name", "population", "region"].sort(),
    );
  });

  it("returns nothing under 2 characters", async () => {
    expect((await search("l")).body).toEqual({ results: [] });
    expect((await search("  ")).body).toEqual({ results: [] });
    expect((await search("")).body).toEqual({ results: [] });
  });

  it("is accent- and case-insensitive", async () => {
    const plain = (await search("sao paulo")).body.results;
    expect(plain[0].name).toBe("São Paulo, Brazil");
    expect((await search("SÃO PAU")).body.results[0].name).toBe("São Paulo, Brazil");
    expect((await search("munchen")).body.results[0].name).toBe("Munich, Germany");
    expect((await search("zurich")).body.results[0].name).toBe("Zürich, Switzerland");
  });

  it("finds alternate names and airport codes", async () => {
    expect((await search("lisboa")).body.results[0].name).toBe("Lisbon, Portugal");
    expect((await search("wien")).body.results[0].name).toBe("Vienna, Austria");
    expect((await search("LIS")).body.results.map((city: { name: string }) => city.name)).toContain("Lisbon, Portugal");
  });

  it("puts the biggest first among equal matches and tells same-country namesakes apart", async () => {
    const results = (await search("frankfurt")).body.results.map((city: { name: string }) => city.name);
    expect(results.slice(0, 2)).toEqual(["Frankfurt am Main, Germany", "Frankfurt (Oder), Germany"]);
    // Own-name matches first (London, Londrina, …), biggest first; then alternate-name matches
    // (Derry, once Londonderry); districts last (Londonderry County Borough, a GeoNames PPLX).
    const lond = (await search("lond")).body.results as { name: string; population: number }[];
    expect(lond.slice(0, 4).map((city) => city.name)).toEqual([
      "London, United Kingdom",
      "London, Canada",
      "Londrina, Brazil",
      "Derry, United Kingdom",
    ]);
    expect(lond.map((city) => city.name).indexOf("Londonderry County Borough, United Kingdom")).toBeGreaterThan(3);
  });

  it("ranks a city's own name above bigger cities that only match by an alternate name", async () => {
    // Luanda was once "São Paulo da Assunção de Loanda"; someone typing "sao pa" wants a São Paulo.
    const names = (await search("sao pa")).body.results.map((city: { city: string }) => city.city);
    expect(names[0]).toBe("São Paulo");
    const firstAlternate = names.findIndex((name: string) => !name.startsWith("São Pa"));
    expect(
      names
        .slice(0, firstAlternate === -1 ? undefined : firstAlternate)
        .every((name: string) => name.startsWith("São Pa")),
    ).toBe(true);
    expect(names.indexOf("Luanda")).toBeGreaterThanOrEqual(firstAlternate);
  });

  it("ranks an exact name above bigger prefix matches", async () => {
    // "Paris" exactly beats bigger cities whose names merely start with "paris".
    expect((await search("paris")).body.results[0].name).toBe("Paris, France");
    expect((await search("york")).body.results[0].city).toBe("York");
  });

  it("limits to 10 by default and 50 at most; a bad limit is 422", async () => {
    expect((await search("sa")).body.results).toHaveLength(10);
    expect((await search("sa", { limit: 3 })).body.results).toHaveLength(3);
    expect((await search("sa", { limit: 500 })).body.results).toHaveLength(50);
    expect((await search("sa", { limit: 0 })).status).toBe(422);
    expect((await search("sa", { limit: "many" })).status).toBe(422);
  });

  it("refuses a query over 200 characters", async () => {
    expect((await search("a".repeat(201))).status).toBe(422);
    expect((await search("a".repeat(200))).status).toBe(200);
  });

  it("treats LIKE wildcards in the query as plain text", async () => {
    expect((await search("%%")).body.results).toEqual([]);
    const names = (await search("s_o")).body.results.map((city: { name: string }) => city.name);
    expect(names).not.toContain("São Paulo, Brazil");
  });
});

const names = (results: { name: string }[]) => results.map((city) => city.name);

describe("city search as travellers type (docs/api.md §4.1)", () => {
  it("finds a city by its display form, whole or half typed", async () => {
    expect((await search("Lisbon, Portugal")).body.results[0].name).toBe("Lisbon, Portugal");
    const porto = (await search("Porto, Portugal")).body.results;
    expect(porto[0]).toMatchObject({ city: "Porto", country_code: "PT" });
    expect(porto.every((city: { country_code: string }) => city.country_code === "PT")).toBe(true);
    expect((await search("Lisbon, Port")).body.results[0].name).toBe("Lisbon, Portugal");
    expect((await search("san jose, calif")).body.results[0].name).toBe("San Jose, California, United States");
    expect((await search("San Jose, California, United States")).body.results[0].name).toBe(
      "San Jose, California, United States",
    );
    expect((await search("Lisbon, Narnia")).body.results).toEqual([]);
  });

  it("reads the last words as the region or country without a comma too, after the names that hold them all", async () => {
    expect((await search("lisbon portugal")).body.results[0].name).toBe("Lisbon, Portugal");
    expect((await search("Lisbon Port")).body.results[0].name).toBe("Lisbon, Portugal");
    expect((await search("paris fr")).body.results[0].name).toBe("Paris, France");
    expect((await search("istanbul, turk")).body.results[0].name).toBe("Istanbul, Türkiye");
    expect((await search("austin usa")).body.results[0].name).toBe("Austin, Texas, United States");
    expect((await search("san jose costa rica")).body.results[0]).toMatchObject({
      city: "San José",
      country_code: "CR",
    });
    expect((await search("san jose california")).body.results[0].name).toBe("San Jose, California, United States");
    // A name that holds the words comes first: "New York" is New York City, not a York in a "New…" country.
    expect((await search("new york")).body.results[0].city).toBe("New York City");
    expect((await search("lisbon narnia")).body.results).toEqual([]);
    // One letter after the space narrows nothing yet.
    expect((await search("lisbon p")).body.results).toEqual([]);
  });

  it('finds Porto among the first results for "port"', async () => {
    expect(names((await search("port")).body.results).slice(0, 3)).toContain("Porto, Portugal");
  });

  it("shows the region of names several places of one country share, never one form twice", async () => {
    const results = names((await search("san jose", { limit: 50 })).body.results);
    expect(results).toContain("San Jose, California, United States");
    expect(results).toContain("San Jose, New Mexico, United States");
    expect(results.filter((name) => name.startsWith("San Jose,") && name.endsWith("United States"))).not.toContain(
      "San Jose, United States",
    );
    expect(new Set(results).size).toBe(results.length);
    // A name only one place of its country has keeps the short form.
    expect((await search("lisbon")).body.results[0].name).toBe("Lisbon, Portugal");
  });

  it("ranks the places with the most Overlap plans first among equal matches, then population", async () => {
    const db = await getDb();
    const londrina = (await search("londrina")).body.results[0];
    const before = names((await search("lond")).body.results);
    expect(before[0]).toBe("London, United Kingdom");
    const traveller = await buildMember();
    const plans = [
      await buildPlan(traveller.user, { cityId: londrina.id }),
      await buildPlan(traveller.user, { cityId: londrina.id }),
    ];
    // Past and cancelled plans do not count.
    const london = (await search("london")).body.results[0];
    await buildPlan(traveller.user, { cityId: london.id, arrivalDate: "2020-01-01", departureDate: "2020-01-05" });
    await buildPlan(traveller.user, { cityId: london.id, status: "cancelled" });
    await refreshCityPopularity(db, todayUtc());
    const after = names((await search("lond")).body.results);
    expect(after.slice(0, 2)).toEqual([londrina.name, "London, United Kingdom"]);

    // A small popular place is offered even behind thousands of bigger ones sharing its prefix.
    const hallstatt = (await search("hallstatt")).body.results[0];
    expect(names((await search("ha")).body.results)).not.toContain("Hallstatt, Austria");
    await buildPlan(traveller.user, { cityId: hallstatt.id });
    await refreshCityPopularity(db, todayUtc());
    expect((await search("ha")).body.results[0].name).toBe("Hallstatt, Austria");

    for (const plan of plans)
      await db.update(travelPlans).set({ status: "cancelled" }).where(eq(travelPlans.id, plan.id));
    await refreshCityPopularity(db, todayUtc());
    expect(names((await search("lond")).body.results)[0]).toBe("London, United Kingdom");
  });

  it("finds small places travellers name, from GeoNames' villages of 500 to 999 people", async () => {
    expect((await search("hallstatt")).body.results[0]).toMatchObject({
      name: "Hallstatt, Austria",
      country_code: "AT",
    });
    expect((await search("hallstatt")).body.results[0].population).toBeLessThan(1_000);
    expect((await search("el chalten")).body.results[0].name).toBe("El Chaltén, Argentina");
    expect((await resolveDestination(await getDb(), "Hallstatt"))?.country).toBe("Austria");
  });

  it("lists districts after real cities", async () => {
    // Hollywood, Los Angeles (a GeoNames PPLX, 167k) is bigger than Hollywood, Florida (150k).
    const results = (await search("hollywood")).body.results as { name: string; population: number }[];
    expect(results[0]!.name).toBe("Hollywood, Florida, United States");
    const district = results.findIndex((city) => city.name === "Hollywood, California, United States");
    expect(district).toBeGreaterThan(0);
    expect(results[district]!.population).toBeGreaterThan(results[0]!.population);
    expect((await resolveDestination(await getDb(), "Hollywood"))?.name).toBe("Hollywood");
    expect((await resolveDestination(await getDb(), "Hollywood"))?.region).toBe("Florida");
  });

  it("leaves out the sections named after a city it lists, and keeps them when the city is not listed", async () => {
    const berlin = names((await search("berlin")).body.results);
    expect(berlin[0]).toBe("Berlin, Germany");
    expect(berlin.filter((name) => name.startsWith("Berlin "))).toEqual([]);
    const zurich = names((await search("zurich")).body.results);
    expect(zurich[0]).toBe("Zürich, Switzerland");
    expect(zurich.filter((name) => name.includes("Kreis"))).toEqual([]);
    // Typed past the city's name, the section is what is asked for.
    const sections = names((await search("berlin k")).body.results);
    expect(sections.some((name) => /Köpenick|Kreuzberg/.test(name))).toBe(true);
  });

  it("finds and resolves names in Chinese, Japanese and Korean", async () => {
    const db = await getDb();
    expect((await resolveDestination(db, "東京"))?.name).toBe("Tokyo");
    expect((await resolveDestination(db, "东京"))?.name).toBe("Tokyo");
    expect((await resolveDestination(db, "リスボン"))?.name).toBe("Lisbon");
    expect((await resolveDestination(db, "ポルト"))?.name).toBe("Porto");
    expect((await resolveDestination(db, "서울"))?.name).toBe("Seoul");
    expect((await search("東京")).body.results[0].name).toBe("Tokyo, Japan");
    expect((await search("リスボ")).body.results[0].name).toBe("Lisbon, Portugal");
  });
});

describe("a database loaded from an older data set", () => {
  it("is brought up to date at the next load: cities renamed, plans' destinations following", async () => {
    const db = await getDb();
    const sanJose = (await resolveDestination(db, "San Jose, California"))!;
    const traveller = await buildMember();
    const plan = await buildPlan(traveller.user, { cityId: sanJose.id });
    // As the previous version stored it: region codes, no version row.
    await db
      .update(cities)
      .set({ displayName: "San Jose, CA, United States", region: null })
      .where(eq(cities.id, sanJose.id));
    await db.update(travelPlans).set({ destination: "San Jose, CA, United States" }).where(eq(travelPlans.id, plan.id));
    await db.delete(datasetVersions);

    await loadTestCities();
    const [city] = await db.select().from(cities).where(eq(cities.id, sanJose.id));
    expect(city).toMatchObject({ displayName: "San Jose, California, United States", region: "California" });
    const [stored] = await db.select().from(travelPlans).where(eq(travelPlans.id, plan.id));
    expect(stored).toMatchObject({ cityId: sanJose.id, destination: "San Jose, California, United States" });
    expect(await db.select().from(datasetVersions)).toHaveLength(1);
    expect((await search("san jose, cal")).body.results[0].name).toBe("San Jose, California, United States");
  }, 120_000);
});

describe("resolving a typed destination", () => {
  it.each([
    ["Lisbon, Portugal", "Lisbon"],
    ["lisbon", "Lisbon"],
    ["Lisboa", "Lisbon"],
    ["  LISBOA , portugal ", "Lisbon"],
    ["München", "Munich"],
    ["Frankfurt (Oder), Germany", "Frankfurt (Oder)"],
    ["Paris, FR", "Paris"],
    ["Porto, Portugal", "Porto"],
    ["San Jose, California", "San Jose"],
    ["San Jose, California, United States", "San Jose"],
    ["Lisbon Portugal", "Lisbon"],
    ["paris fr", "Paris"],
    ["San Jose California", "San Jose"],
    ["San José Costa Rica", "San José"],
    // Countries by the names travellers write: CLDR's short name, "&" as "and", former names.
    ["London, UK", "London"],
    ["London UK", "London"],
    ["Austin, USA", "Austin"],
    ["Dubai, UAE", "Dubai"],
    ["Istanbul, Turkey", "Istanbul"],
    ["Prague Czech Republic", "Prague"],
    ["Amsterdam, Holland", "Amsterdam"],
    ["Sarajevo, Bosnia and Herzegovina", "Sarajevo"],
  ])("%s is %s", async (typed, city) => {
    expect((await resolveDestination(await getDb(), typed))?.name).toBe(city);
  });

  it("keeps an unknown place unresolved", async () => {
    expect(await resolveDestination(await getDb(), "Xyzzyville")).toBeUndefined();
    expect(await resolveDestination(await getDb(), "Lisbon, Narnia")).toBeUndefined();
    expect(await resolveDestination(await getDb(), "Lisbon Narnia")).toBeUndefined();
    // The last words must name the region or country whole: "Lisbon Port" stays as typed.
    expect(await resolveDestination(await getDb(), "Lisbon Port")).toBeUndefined();
  });
});

describe("normalizeCityName", () => {
  it.each([
    ["São Paulo", "sao paulo"],
    ["Saint-Étienne", "saint etienne"],
    ["Łódź", "lodz"],
    ["Straße", "strasse"],
    ["  St. Louis ", "st louis"],
    ["ポルト", "ポルト"],
    // Han in its simplified forms: traditional Chinese and Japanese kanji meet the data set's spelling.
    ["東京都", "东京都"],
    ["臺北", "台北"],
    ["沖縄", "冲绳"],
    ["沖繩", "冲绳"],
  ])("%s → %s", (input, output) => expect(normalizeCityName(input)).toBe(output));
});
