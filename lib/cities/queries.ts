import "server-only";
import { count, eq, sql } from "drizzle-orm";
import { queryRows, type Database, type DbOrTx } from "@/db/client";
import { cities, citySearchNames, type CityRow } from "@/db/schema";
import type { CityRecord } from "./dataset";

const BATCH = 5_000;

export async function countCities(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ total: count() }).from(cities);
  return row?.total ?? 0;
}

/** Bulk insert through jsonb_to_recordset: one text parameter a batch, the same on both drivers. */
export async function insertCityRecords(db: DbOrTx, records: CityRecord[]): Promise<void> {
  for (let start = 0; start < records.length; start += BATCH) {
    const batch = records.slice(start, start + BATCH);
    const cityRows = JSON.stringify(
      batch.map((r) => ({
        id: r.id, name: r.name, ascii_name: r.asciiName, display_name: r.displayName, country_code: r.countryCode,
        country: r.country, admin1: r.admin1, latitude: r.latitude, longitude: r.longitude, population: r.population,
        timezone: r.timezone,
      })),
    );
    await db.execute(sql`
      insert into cities (id, name, ascii_name, display_name, country_code, country, admin1, latitude, longitude, population, timezone)
      select * from jsonb_to_recordset(${cityRows}::jsonb) as x(
        id integer, name text, ascii_name text, display_name text, country_code text, country text, admin1 text,
        latitude double precision, longitude double precision, population integer, timezone text)
      on conflict (id) do nothing`);
    await insertSearchNames(db, batch);
  }
}

export async function insertSearchNames(db: DbOrTx, records: CityRecord[]): Promise<void> {
  for (let start = 0; start < records.length; start += BATCH) {
    const nameRows = JSON.stringify(
      records.slice(start, start + BATCH).flatMap((r) => [
        ...r.ownNames.map((name) => ({ name, city_id: r.id, population: r.population, is_own_name: true })),
        ...r.alternateNames.map((name) => ({ name, city_id: r.id, population: r.population, is_own_name: false })),
      ]),
    );
    await db.execute(sql`
      insert into city_search_names (name, city_id, population, is_own_name)
      select x.* from jsonb_to_recordset(${nameRows}::jsonb) as x(name text, city_id integer, population integer, is_own_name boolean)
      where exists (select 1 from cities c where c.id = x.city_id)
      on conflict do nothing`);
  }
}

export async function countSearchNames(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ total: count() }).from(citySearchNames);
  return row?.total ?? 0;
}

export type CityMatch = CityRow & { exact: boolean; ownName: boolean };
type SearchRow = CityMatch & { ownRows: number; prefixRows: number };

/**
 * Cities one of whose names starts with the normalised query, ranked: exact names, then matches
 * on a city's own name, then on alternate names, biggest first within each. Prefix matches are
 * read biggest-first from an index and the walks stop early, so a short, common prefix ("sa")
 * does not group 18,000 rows. One city can match by several names (São Paulo: "sao paulo",
 * "sampa", …): when a walk hit its cap with too few cities, it goes ten times further.
 */
export async function searchCityNames(db: Database, normalizedQuery: string, limit: number): Promise<CityMatch[]> {
  for (let cap = limit * 10; ; cap *= 10) {
    const rows = await searchCityNamesOnce(db, normalizedQuery, limit, cap);
    const ownComplete = (rows[0]?.ownRows ?? 0) < cap || rows.filter((row) => row.exact || row.ownName).length >= limit;
    const prefixComplete = (rows[0]?.prefixRows ?? 0) < cap || rows.length >= limit;
    if ((ownComplete && prefixComplete) || cap >= limit * 1000) return rows;
  }
}

/**
 * Names starting with the query, as a range in text_pattern_ops order: from the query up to the
 * query with its last character raised by one (normalised names are [a-z0-9 ] only).
 */
function prefixRange(normalizedQuery: string) {
  const last = normalizedQuery.charCodeAt(normalizedQuery.length - 1);
  return { from: normalizedQuery, to: normalizedQuery.slice(0, -1) + String.fromCharCode(last + 1) };
}

function searchCityNamesOnce(db: Database, normalizedQuery: string, limit: number, cap: number) {
  const { from, to } = prefixRange(normalizedQuery);
  // ownRows / prefixRows (how far each walk went) ride along; presentCity picks the public fields.
  // Planned on every call, never prepared: the best plan depends on the prefix (walk by
  // population for "sa", the name index for "zq"); one cached plan took 32 ms for "zq".
  return queryRows<SearchRow>(
    db,
    sql`
      with exact as (
        select city_id, population from city_search_names where name = ${normalizedQuery}
      ),
      own as (
        select city_id, population from city_search_names where is_own_name and name ~>=~ ${from} and name ~<~ ${to}
        order by population desc nulls last limit ${cap}
      ),
      prefix as (
        select city_id, population from city_search_names where name ~>=~ ${from} and name ~<~ ${to}
        order by population desc nulls last limit ${cap}
      ),
      hits as (
        select city_id, bool_or(tier = 0) as exact, bool_or(tier = 1) as own_name, max(population) as population
        from (select city_id, population, 0 as tier from exact
              union all select city_id, population, 1 from own
              union all select city_id, population, 2 from prefix) found
        group by city_id
        order by bool_or(tier = 0) desc, bool_or(tier = 1) desc, max(population) desc
        limit ${limit}
      )
      select c.id, c.name, c.ascii_name as "asciiName", c.display_name as "displayName", c.country_code as "countryCode",
        c.country, c.admin1, c.latitude, c.longitude, c.population, c.timezone, hits.exact, hits.own_name as "ownName",
        (select count(*)::int from own) as "ownRows", (select count(*)::int from prefix) as "prefixRows"
      from hits join cities c on c.id = hits.city_id
      order by hits.exact desc, hits.own_name desc, c.population desc`,
  );
}

export async function findCityById(db: DbOrTx, id: number): Promise<CityRow | undefined> {
  const [city] = await db.select().from(cities).where(eq(cities.id, id));
  return city;
}

/** The city whose display form is exactly this text, any case ("lisbon, portugal"). */
export async function findCityByDisplayName(db: DbOrTx, displayName: string): Promise<CityRow | undefined> {
  const [city] = await db
    .select()
    .from(cities)
    .where(sql`lower(${cities.displayName}) = lower(${displayName})`)
    .orderBy(sql`${cities.population} desc`)
    .limit(1);
  return city;
}

/** Cities known by this normalised name or alternate name, biggest first. */
export async function findCitiesByName(db: DbOrTx, normalizedName: string, limit = 50): Promise<CityRow[]> {
  return db
    .select({ city: cities })
    .from(citySearchNames)
    .innerJoin(cities, eq(cities.id, citySearchNames.cityId))
    .where(eq(citySearchNames.name, normalizedName))
    .orderBy(sql`${cities.population} desc`)
    .limit(limit)
    .then((rows) => rows.map((row) => row.city));
}
