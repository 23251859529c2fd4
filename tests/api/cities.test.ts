import { beforeAll, describe, expect, it } from "vitest";
import * as citiesRoute from "@/app/api/v1/travel-plans/search/cities/route";
import { getDb } from "@/db/client";
import { resolveDestination } from "@/lib/cities/service";
import { normalizeCityName } from "@/lib/cities/normalize";
import { buildMember } from "../factories";
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
      ["city", "country", "country_code", "id", "latitude", "longitude", "name", "population"].sort(),
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
    // Own-name matches first (London, Londrina, …), biggest first; then alternate-name matches.
    const lond = (await search("lond")).body.results as { city: string; population: number }[];
    const own = lond.filter((city) => normalizeCityName(city.city).startsWith("lond"));
    expect(lond.slice(0, own.length)).toEqual(own);
    expect(own[0]!.city).toBe("London");
    expect(own.map((city) => city.population)).toEqual(own.map((city) => city.population).sort((a, b) => b - a));
  });

  it("ranks a city's own name above bigger cities that only match by an alternate name", async () => {
    // Luanda was once "São Paulo da Assunção de Loanda"; someone typing "sao pa" wants a São Paulo.
    const names = (await search("sao pa")).body.results.map((city: { city: string }) => city.city);
    expect(names[0]).toBe("São Paulo");
    const firstAlternate = names.findIndex((name: string) => !name.startsWith("São Pa"));
    expect(names.slice(0, firstAlternate === -1 ? undefined : firstAlternate).every((name: string) => name.startsWith("São Pa"))).toBe(true);
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

  it("treats LIKE wildcards in the query as plain text", async () => {
    expect((await search("%%")).body.results).toEqual([]);
    const names = (await search("s_o")).body.results.map((city: { name: string }) => city.name);
    expect(names).not.toContain("São Paulo, Brazil");
  });
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
  ])("%s is %s", async (typed, city) => {
    expect((await resolveDestination(await getDb(), typed))?.name).toBe(city);
  });

  it("keeps an unknown place unresolved", async () => {
    expect(await resolveDestination(await getDb(), "Xyzzyville")).toBeUndefined();
    expect(await resolveDestination(await getDb(), "Lisbon, Narnia")).toBeUndefined();
  });
});

describe("normalizeCityName", () => {
  it.each([
    ["São Paulo", "sao paulo"],
    ["Saint-Étienne", "saint etienne"],
    ["Łódź", "lodz"],
    ["Straße", "strasse"],
    ["  St. Louis ", "st louis"],
  ])("%s → %s", (input, output) => expect(normalizeCityName(input)).toBe(output));
});
