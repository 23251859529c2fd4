import "server-only";
import { count, eq, sql } from "drizzle-orm";
import { queryRows, type Database, type DbOrTx } from "@/db/client";
import { cities, citySearchNames, datasetVersions, type CityRow } from "@/db/schema";
import { DISTRICT_CODE, type CityRecord } from "./dataset";

const BATCH = 5_000;

export async function countCities(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ total: count() }).from(cities);
  return row?.total ?? 0;
}

/**
 * Bulk insert through jsonb_to_recordset: one text parameter a batch, the same on both drivers.
 * A city already there is brought up to date (a newer data set's names and regions).
 */
export async function insertCityRecords(db: DbOrTx, records: CityRecord[]): Promise<void> {
  for (let start = 0; start < records.length; start += BATCH) {
    const batch = records.slice(start, start + BATCH);
    const cityRows = JSON.stringify(
      batch.map((r) => ({
        id: r.id, name: r.name, ascii_name: r.asciiName, display_name: r.displayName, country_code: r.countryCode,
        country: r.country, admin1: r.admin1, region: r.region, feature_code: r.featureCode, latitude: r.latitude,
        longitude: r.longitude, population: r.population, timezone: r.timezone,
      })),
    );
    await db.execute(sql`
      insert into cities (id, name, ascii_name, display_name, country_code, country, admin1, region, feature_code,
        latitude, longitude, population, timezone)
      select * from jsonb_to_recordset(${cityRows}::jsonb) as x(
        id integer, name text, ascii_name text, display_name text, country_code text, country text, admin1 text,
        region text, feature_code text, latitude double precision, longitude double precision, population integer, timezone text)
      on conflict (id) do update set name = excluded.name, ascii_name = excluded.ascii_name,
        display_name = excluded.display_name, country_code = excluded.country_code, country = excluded.country,
        admin1 = excluded.admin1, region = excluded.region, feature_code = excluded.feature_code,
        latitude = excluded.latitude, longitude = excluded.longitude, population = excluded.population,
        timezone = excluded.timezone`);
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

export async function analyzeCities(db: DbOrTx): Promise<void> {
  await db.execute(sql`analyze cities, city_search_names`);
}

export async function deleteSearchNames(db: DbOrTx): Promise<void> {
  await db.delete(citySearchNames);
}

export async function datasetVersion(db: DbOrTx, name: string): Promise<string | undefined> {
  const [row] = await db.select({ version: datasetVersions.version }).from(datasetVersions).where(eq(datasetVersions.name, name));
  return row?.version;
}

export async function setDatasetVersion(db: DbOrTx, name: string, version: string): Promise<void> {
  await db.insert(datasetVersions).values({ name, version }).onConflictDoUpdate({ target: datasetVersions.name, set: { version } });
}

/** Plans and trips store their city's display form: a reloaded data set may have renamed it. */
export async function syncDestinations(db: DbOrTx): Promise<void> {
  for (const table of [sql`travel_plans`, sql`group_trips`]) {
    await db.execute(sql`
      update ${table} t set destination = c.display_name from cities c
      where t.city_id = c.id and t.destination <> c.display_name`);
  }
}

/**
 * Overlap's own popularity (docs/decisions/020-city-search-ranking.md): each city's active plans
 * that have not ended, copied onto its search names. Only rows whose count changed are written.
 */
export async function refreshPlanCounts(db: DbOrTx, today: string): Promise<void> {
  await db.execute(sql`
    with counts as (
      select city_id, count(*)::int as plans from travel_plans
      where city_id is not null and status = 'active' and departure_date >= ${today}::date
      group by city_id
    )
    update city_search_names n set plans = counts.plans from counts
    where n.city_id = counts.city_id and n.plans <> counts.plans`);
  await db.execute(sql`
    update city_search_names n set plans = 0
    where n.plans > 0 and not exists (
      select 1 from travel_plans p
      where p.city_id = n.city_id and p.status = 'active' and p.departure_date >= ${today}::date)`);
}

export async function countSearchNames(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ total: count() }).from(citySearchNames);
  return row?.total ?? 0;
}

export type CityMatch = CityRow & { exact: boolean; ownName: boolean };
type SearchRow = CityMatch & { ownRows: number; prefixRows: number };

/**
 * Cities one of whose names starts with the normalised query, ranked (docs/decisions/020):
 * real places before districts (GeoNames PPLX); then matches on a name ("wien" exactly, or the
 * start of a city's own name) before the start of an alternate name; within each, the most Overlap
 * plans first, then population weighed by how much of the name is left to type, an exact name
 * counting extra ("port" offers Porto before Port-au-Prince, "paris" Paris before Parisia).
 * Prefix matches are read biggest-first from an index and the walks stop early, so a short,
 * common prefix ("sa") does not group 18,000 rows; a fourth walk reads the few names of cities
 * with plans, so a small popular place is never cut by that cap. One city can match by several
 * names (São Paulo: "sao paulo", "sampa", …): when a walk hit its cap with too few cities, it
 * goes ten times further.
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
 * Names starting with the query, as a range in text_pattern_ops (byte, so code point) order: from
 * the query up to the query with its last character raised by one.
 */
function prefixRange(normalizedQuery: string) {
  const chars = [...normalizedQuery];
  const last = chars.pop()!.codePointAt(0)!;
  return { from: normalizedQuery, to: chars.join("") + String.fromCodePoint(last + 1) };
}

/** Each two characters left to type halve a place's weight (ln(population) falls by ln(2) / 2 a character). */
const TAIL_PENALTY = Math.LN2 / 2;
/**
 * An exact name (own or alternate: "wien", "lisboa") weighs e (2.7) times its population: Paris
 * before Parisia, but Porto (250k, one letter left) before Le Port (38k, also known as "Port").
 */
const EXACT_BONUS = 1;

function searchCityNamesOnce(db: Database, normalizedQuery: string, limit: number, cap: number) {
  const { from, to } = prefixRange(normalizedQuery);
  const queryLength = [...normalizedQuery].length;
  // ownRows / prefixRows (how far each walk went) ride along; presentCity picks the public fields.
  // Planned on every call, never prepared: the best plan depends on the prefix (walk by
  // population for "sa", the name index for "zq"); one cached plan took 32 ms for "zq".
  return queryRows<SearchRow>(
    db,
    sql`
      with exact as (
        select city_id, name, is_own_name, plans from city_search_names where name = ${normalizedQuery}
      ),
      own as (
        select city_id, name, is_own_name, plans from city_search_names
        where is_own_name and name ~>=~ ${from} and name ~<~ ${to}
        order by population desc nulls last limit ${cap}
      ),
      prefix as (
        select city_id, name, is_own_name, plans from city_search_names where name ~>=~ ${from} and name ~<~ ${to}
        order by population desc nulls last limit ${cap}
      ),
      popular as (
        select city_id, name, is_own_name, plans from city_search_names
        where plans > 0 and name ~>=~ ${from} and name ~<~ ${to}
        order by plans desc limit ${cap}
      ),
      hits as (
        select city_id, min(tier) as tier, max(plans) as plans, min(length(name)) as shortest
        from (select city_id, name, plans, 0 as tier from exact
              union all select city_id, name, plans, 1 from own
              union all select city_id, name, plans, case when is_own_name then 1 else 2 end from prefix
              union all select city_id, name, plans, case when is_own_name then 1 else 2 end from popular) found
        group by city_id
      )
      select c.id, c.name, c.ascii_name as "asciiName", c.display_name as "displayName", c.country_code as "countryCode",
        c.country, c.admin1, c.region, c.feature_code as "featureCode", c.latitude, c.longitude, c.population, c.timezone,
        hits.tier = 0 as exact, hits.tier <= 1 as "ownName",
        (select count(*)::int from own) as "ownRows", (select count(*)::int from prefix) as "prefixRows"
      from hits join cities c on c.id = hits.city_id
      order by c.feature_code = ${DISTRICT_CODE}, hits.tier = 2, hits.plans desc,
        ln(c.population + 1) - ${TAIL_PENALTY}::float8 * (hits.shortest - ${queryLength}::int)
          + case when hits.tier = 0 then ${EXACT_BONUS}::float8 else 0 end desc,
        c.population desc, c.id
      limit ${limit}`,
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
    .orderBy(sql`${cities.featureCode} = ${DISTRICT_CODE}`, sql`${cities.population} desc`)
    .limit(1);
  return city;
}

/** Cities known by this normalised name or alternate name (東京 too), real places first, then biggest first. */
export async function findCitiesByName(db: DbOrTx, normalizedName: string, limit = 50): Promise<CityRow[]> {
  return db
    .select({ city: cities })
    .from(citySearchNames)
    .innerJoin(cities, eq(cities.id, citySearchNames.cityId))
    .where(eq(citySearchNames.name, normalizedName))
    .orderBy(sql`${cities.featureCode} = ${DISTRICT_CODE}`, sql`${cities.population} desc`)
    .limit(limit)
    .then((rows) => rows.map((row) => row.city));
}
