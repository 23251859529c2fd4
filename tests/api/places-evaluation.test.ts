import { beforeAll, describe, expect, it } from "vitest";
import { isNotNull } from "drizzle-orm";
import * as citiesRoute from "@/app/api/v1/travel-plans/search/cities/route";
import { getDb } from "@/db/client";
import { cities } from "@/db/schema";
import { PLACE_ALIASES } from "@/lib/cities/data/aliases";
import { ISLANDS } from "@/lib/cities/data/islands";
import { polygonAt } from "@/lib/cities/land";
import { ensureCitiesLoaded, resolvePlace } from "@/lib/cities/service";
import { buildMember } from "../factories";
import { NOMAD_DESTINATIONS } from "../fixtures/nomad-destinations";
import { call } from "../helpers/http";

// The whole data set, as a server loads it: which place comes first depends on every namesake.
let token: string;
beforeAll(async () => {
  await ensureCitiesLoaded(await getDb());
  token = (await buildMember()).token;
}, 600_000);

const keyOf = (place: { city: string; country_code: string; kind: string }) =>
  `${place.city}|${place.country_code}|${place.kind}`;
const meantBy = (meant: string | readonly string[]) => new Set([meant].flat());

describe("the place meant comes first, over destinations travellers name (docs/api.md §4.1)", () => {
  it(`lists the place meant first for at least 95% of ${NOMAD_DESTINATIONS.length} destinations`, async () => {
    const misses: string[] = [];
    for (const [typed, meant] of NOMAD_DESTINATIONS) {
      const results = (await call(citiesRoute.GET, { token, query: { query: typed } })).body.results as Parameters<
        typeof keyOf
      >[0][];
      if (!results[0] || !meantBy(meant).has(keyOf(results[0])))
        misses.push(`${typed}: ${results.slice(0, 3).map(keyOf).join(", ") || "nothing"}`);
    }
    if (misses.length > 0) console.info(`Not first (${misses.length}):\n${misses.join("\n")}`);
    expect(misses.length, misses.join("\n")).toBeLessThanOrEqual(Math.floor(NOMAD_DESTINATIONS.length * 0.05));
  }, 300_000);

  it("resolves typed plans by the same rule, sure of the place meant for at least 90%", async () => {
    const db = await getDb();
    const wrong: string[] = [];
    let sure = 0;
    for (const [typed, meant] of NOMAD_DESTINATIONS) {
      const { place, sure: isSure } = await resolvePlace(db, typed);
      const right = place && meantBy(meant).has(`${place.name}|${place.countryCode}|${place.kind}`);
      if (!right) wrong.push(`${typed}: ${place?.displayName ?? "nothing"}`);
      if (right && isSure) sure++;
    }
    expect(wrong.length, wrong.join("\n")).toBeLessThanOrEqual(Math.floor(NOMAD_DESTINATIONS.length * 0.05));
    expect(sure).toBeGreaterThanOrEqual(Math.ceil(NOMAD_DESTINATIONS.length * 0.9));
  }, 300_000);
});

describe("the lists of islands and aliases name real places", () => {
  it("finds every island of the list on the land, or has it by radius, and every division an island is", async () => {
    const keys = new Set(
      (await (await getDb()).select({ key: cities.regionKey }).from(cities).where(isNotNull(cities.regionKey))).map(
        (row) => row.key,
      ),
    );
    for (const entry of ISLANDS) {
      expect(keys, entry.key).toContain(entry.is ?? `island:${entry.country}:${entry.key}`);
      if (entry.in)
        expect(
          ISLANDS.some((other) => other.key === entry.in),
          entry.key,
        ).toBe(true);
      if (entry.at && !entry.radiusKm && !entry.archipelago)
        expect(polygonAt(entry.at[0], entry.at[1]), entry.key).toBeDefined();
    }
    expect(ISLANDS.filter((entry) => !entry.is && !entry.archipelago).length).toBeGreaterThanOrEqual(150);
  });

  it("gives every alias a place of the data set", async () => {
    const db = await getDb();
    const rows = await db.select({ id: cities.id, key: cities.regionKey }).from(cities);
    const known = new Set<number | string>(rows.flatMap((row) => (row.key ? [row.id, row.key] : [row.id])));
    for (const alias of PLACE_ALIASES) expect(known, String(alias.place)).toContain(alias.place);
  });
});
