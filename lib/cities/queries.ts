import { count, eq, sql } from "drizzle-orm";
import { queryRows, type DbOrTx } from "@/db/client";
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
    const nameRows = JSON.stringify(batch.flatMap((r) => r.searchNames.map((name) => ({ name, city_id: r.id, population: r.population }))));
    await db.execute(sql`
      insert into city_search_names (name, city_id, population)
      select * from jsonb_to_recordset(${nameRows}::jsonb) as x(name text, city_id integer, population integer)
      on conflict do nothing`);
  }
}

export type CityMatch = CityRow & { exact: boolean };

/**
 * Cities one of whose names starts with the normalised query: exact names first, then the
 * biggest. Prefix matches are read biggest-first from an index and the walk stops early, so a
 * short, common prefix ("sa") does not group 18,000 rows. One city can match by several names
 * (São Paulo: "sao paulo", "sampa", …); when the walk hit its cap with too few cities, it goes
 * ten times further.
 */
export async function searchCityNames(db: DbOrTx, normalizedQuery: string, limit: number): Promise<CityMatch[]> {
  for (let cap = limit * 10; ; cap *= 10) {
    const rows = await searchCityNamesOnce(db, normalizedQuery, limit, cap);
    const walkedAll = (rows[0]?.prefixRows ?? 0) < cap;
    if (rows.length >= limit || walkedAll || cap >= limit * 1000) return rows;
  }
}

function searchCityNamesOnce(db: DbOrTx, normalizedQuery: string, limit: number, cap: number) {
  const pattern = `${normalizedQuery.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  // prefixRows (how far the walk went) rides along; presentCity picks only the public fields.
  return queryRows<CityMatch & { prefixRows: number }>(
    db,
    sql`
      with exact as (
        select city_id, population from city_search_names where name = ${normalizedQuery}
      ),
      prefix as (
        select city_id, population from city_search_names where name like ${pattern}
        order by population desc nulls last limit ${cap}
      ),
      hits as (
        select city_id, bool_or(is_exact) as exact, max(population) as population
        from (select city_id, population, true as is_exact from exact
              union all select city_id, population, false from prefix) found
        group by city_id
        order by bool_or(is_exact) desc, max(population) desc
        limit ${limit}
      )
      select c.id, c.name, c.ascii_name as "asciiName", c.display_name as "displayName", c.country_code as "countryCode",
        c.country, c.admin1, c.latitude, c.longitude, c.population, c.timezone, hits.exact,
        (select count(*)::int from prefix) as "prefixRows"
      from hits join cities c on c.id = hits.city_id
      order by hits.exact desc, c.population desc`,
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
