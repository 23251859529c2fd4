import "server-only";
import { and, count, eq, inArray, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { queryRows, type Database, type DbOrTx } from "@/db/client";
import {
  cities,
  citySearchNames,
  datasetVersions,
  groupTrips,
  keptPlaces,
  placeRegions,
  travelPlans,
  users,
  type CityRow,
} from "@/db/schema";
import type { Page } from "@/lib/contract/pagination";
import { DISTRICT_CODE, type CityRecord, type RegionRecord } from "./dataset";
import { normalizeCityName } from "./normalize";

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
        id: r.id,
        name: r.name,
        ascii_name: r.asciiName,
        display_name: r.displayName,
        country_code: r.countryCode,
        country: r.country,
        kind: r.kind,
        admin1: r.admin1,
        admin2: r.admin2,
        region_key: r.regionKey,
        region: r.region,
        feature_code: r.featureCode,
        latitude: r.latitude,
        longitude: r.longitude,
        population: r.population,
        timezone: r.timezone,
      })),
    );
    await db.execute(sql`
      insert into cities (id, name, ascii_name, display_name, country_code, country, kind, admin1, admin2, region_key, region,
        feature_code, latitude, longitude, population, timezone)
      select * from jsonb_to_recordset(${cityRows}::jsonb) as x(
        id integer, name text, ascii_name text, display_name text, country_code text, country text, kind text, admin1 text,
        admin2 text, region_key text, region text, feature_code text, latitude double precision, longitude double precision,
        population integer, timezone text)
      on conflict (id) do update set name = excluded.name, ascii_name = excluded.ascii_name,
        display_name = excluded.display_name, country_code = excluded.country_code, country = excluded.country,
        kind = excluded.kind, admin1 = excluded.admin1, admin2 = excluded.admin2, region_key = excluded.region_key,
        region = excluded.region, feature_code = excluded.feature_code, latitude = excluded.latitude,
        longitude = excluded.longitude, population = excluded.population, timezone = excluded.timezone`);
    await insertSearchNames(db, batch);
  }
}

export async function insertSearchNames(db: DbOrTx, records: CityRecord[]): Promise<void> {
  for (let start = 0; start < records.length; start += BATCH) {
    const nameRows = JSON.stringify(
      records
        .slice(start, start + BATCH)
        .flatMap((r) => [
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

/**
 * Gives each region its id: the one it has by its key (plans keep pointing at it across reloads),
 * or a new one from region_ids.
 */
export async function assignRegionIds(db: DbOrTx, regions: RegionRecord[]): Promise<void> {
  const rows = await queryRows<{ id: number; key: string }>(
    db,
    sql`select id, region_key as key from cities where region_key is not null`,
  );
  const ids = new Map(rows.map((row) => [row.key, row.id]));
  const missing = regions.filter((region) => !ids.has(region.regionKey));
  const fresh =
    missing.length === 0
      ? []
      : await queryRows<{ id: number }>(
          db,
          sql`select nextval('region_ids')::int as id from generate_series(1, ${missing.length}::int)`,
        );
  missing.forEach((region, i) => ids.set(region.regionKey, fresh[i]!.id));
  for (const region of regions) region.id = ids.get(region.regionKey)!;
}

/**
 * Which regions hold which places (docs/decisions/027), rebuilt at a load: each region's places,
 * and the larger regions holding it (and those holding them). The rows of the places admins
 * added are kept: they follow those places' points (placeInRegions).
 */
export async function replacePlaceRegions(db: DbOrTx, regions: RegionRecord[]): Promise<void> {
  const byKey = new Map(regions.map((region) => [region.regionKey, region]));
  const ancestors = (region: RegionRecord, seen = new Set<string>()): RegionRecord[] =>
    region.parentKeys.flatMap((key) => {
      const parent = byKey.get(key);
      if (!parent || seen.has(key)) return [];
      seen.add(key);
      return [parent, ...ancestors(parent, seen)];
    });
  const pairs: [number, number][] = [];
  for (const region of regions) {
    for (const placeId of region.placeIds) pairs.push([placeId, region.id]);
    for (const parent of ancestors(region)) if (parent.id !== region.id) pairs.push([region.id, parent.id]);
  }
  await db.execute(sql`delete from place_regions p using cities c where c.id = p.place_id and c.added_at is null`);
  // Two int[] literals a batch (the places and regions are all loaded: no join needed).
  for (let start = 0; start < pairs.length; start += BATCH * 10) {
    const batch = pairs.slice(start, start + BATCH * 10);
    const places = `{${batch.map(([place]) => place).join(",")}}`;
    const held = `{${batch.map(([, region]) => region).join(",")}}`;
    await db.execute(sql`
      insert into place_regions (place_id, region_id)
      select * from unnest(${places}::int[], ${held}::int[])
      on conflict do nothing`);
  }
}

/** The ids of regions by their keys (the islands a point lies on). */
export async function regionIdsByKey(db: DbOrTx, keys: string[]): Promise<number[]> {
  if (keys.length === 0) return [];
  const rows = await db.select({ id: cities.id }).from(cities).where(inArray(cities.regionKey, keys));
  return rows.map((row) => row.id);
}

/** A first-level division by GeoNames' codes: the data set keys it "admin1:<country>.<code>" (./regions.ts). */
export async function findProvince(db: DbOrTx, countryCode: string, admin1: string): Promise<CityRow | undefined> {
  const [province] = await db
    .select()
    .from(cities)
    .where(eq(cities.regionKey, `admin1:${countryCode}.${admin1}`));
  return province;
}

/** A country's first-level divisions (a country has at most a few hundred). */
export async function provincesOf(db: DbOrTx, countryCode: string): Promise<CityRow[]> {
  return db
    .select()
    .from(cities)
    .where(and(eq(cities.countryCode, countryCode), eq(cities.kind, "region"), eq(cities.featureCode, "ADM1")));
}

/** The data set's towns in these second-level divisions of one province. */
export async function townsOfDistricts(
  db: DbOrTx,
  province: { countryCode: string; admin1: string },
  admin2: string[],
): Promise<CityRow[]> {
  return db
    .select()
    .from(cities)
    .where(
      and(
        eq(cities.kind, "city"),
        eq(cities.countryCode, province.countryCode),
        eq(cities.admin1, province.admin1),
        inArray(cities.admin2, admin2),
      ),
    )
    .limit(DISTRICT_TOWNS);
}
const DISTRICT_TOWNS = 500;

/**
 * A place's regions from its point (an added place: docs/decisions/027): the divisions of the
 * data set's nearest place in its country that has any (within NEAREST_KM: GeoNames lists some
 * towns without their province, as Gili Trawangan), and the islands given.
 */
export async function placeInRegions(
  db: DbOrTx,
  place: Pick<CityRow, "id" | "countryCode" | "latitude" | "longitude">,
  islandIds: number[],
) {
  const box = NEAREST_KM / 111.2;
  const lonBox = box / Math.max(Math.cos((place.latitude * Math.PI) / 180), 0.01);
  await db.delete(placeRegions).where(eq(placeRegions.placeId, place.id));
  await db.execute(sql`
    insert into place_regions (place_id, region_id)
    select ${place.id}::int, r.id from place_regions p join cities r on r.id = p.region_id
    where p.place_id = (
        select c.id from cities c
        where c.kind = 'city' and c.added_at is null and c.country_code = ${place.countryCode}
          and exists (select 1 from place_regions d join cities dr on dr.id = d.region_id
            where d.place_id = c.id and dr.feature_code in ('ADM1', 'ADM2'))
          and c.latitude between ${place.latitude - box}::float8 and ${place.latitude + box}::float8
          and c.longitude between ${place.longitude - lonBox}::float8 and ${place.longitude + lonBox}::float8
        order by (c.latitude - ${place.latitude}::float8) ^ 2
          + ((c.longitude - ${place.longitude}::float8) * cos(radians(${place.latitude}::float8))) ^ 2
        limit 1)
      and r.feature_code in ('ADM1', 'ADM2')
    union
    select ${place.id}::int, id from cities where id = any(${`{${islandIds.join(",")}}`}::int[]) and id <> ${place.id}::int
    on conflict do nothing`);
}

/** How far the nearest listed place may be for an added place to share its divisions. */
const NEAREST_KM = 30;

export async function analyzeCities(db: DbOrTx): Promise<void> {
  await db.execute(sql`analyze cities, city_search_names, place_regions`);
}

/** The data set's search names, rebuilt at a reload; the places admins added keep theirs. */
export async function deleteSearchNames(db: DbOrTx): Promise<void> {
  await db.execute(sql`delete from city_search_names n using cities c where c.id = n.city_id and c.added_at is null`);
}

export async function datasetVersion(db: DbOrTx, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ version: datasetVersions.version })
    .from(datasetVersions)
    .where(eq(datasetVersions.name, name));
  return row?.version;
}

export async function setDatasetVersion(db: DbOrTx, name: string, version: string): Promise<void> {
  await db
    .insert(datasetVersions)
    .values({ name, version })
    .onConflictDoUpdate({ target: datasetVersions.name, set: { version } });
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

/** Whether the data set's search names are there (the places admins added have their own). */
export async function hasDatasetSearchNames(db: DbOrTx): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 from city_search_names n join cities c on c.id = n.city_id where c.added_at is null limit 1`,
  );
  return rows.length > 0;
}

/**
 * A place the search found: `exact` when a name of it is the query, `ownExact` when that name is
 * its own (an alias or a region's name included, not one of GeoNames' alternate names), and the
 * `weight` it was ranked by.
 */
export type CityMatch = CityRow & { exact: boolean; ownExact: boolean; ownName: boolean; weight: number };
type SearchRow = CityMatch & { ownRows: number; prefixRows: number };

/**
 * Places one of whose names starts with the normalised query, ranked (docs/decisions/020, 027):
 * real places before districts (GeoNames PPLX); then matches on a name ("wien" exactly, or the
 * start of a place's own name) before the start of an alternate name; within each, the most Overlap
 * plans first, then population (a region's is its places') weighed by how much of the name is left
 * to type, an exact name counting extra, its own name most ("port" offers Porto before
 * Port-au-Prince, "paris" Paris before Parisia, "pai" Pai before Paita).
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
 * An exact alternate name ("wien", and Genoa's "Goa" in some language) weighs e (2.7) times its
 * population: Paris before Parisia, Porto (250k, one letter left) before Le Port (38k, also known
 * as "Port").
 */
const EXACT_BONUS = 1;
/**
 * The query whole as a place's own name (its GeoNames name, an alias, a region's or island's
 * name) weighs e³ (20) times: the name typed whole beats a longer name it starts, Pai (2,000)
 * before Paita (56,000, two letters more), while Porto still leads "port" before the village Port.
 */
const OWN_EXACT_BONUS = 3;
/**
 * A place's standing: a capital weighs e (2.7) times its population, the seat of a first-level
 * division, a first-level division and an island or archipelago e^0.5 (1.6) times. Venice, seat of
 * the Veneto, before Venice, Florida; the region travellers mean before a district of its name.
 */
/**
 * A region holds the people of all its places: while its name is half typed it weighs a tenth of
 * that, so "sa" offers São Paulo before Saitama Prefecture; typed whole, it weighs them all.
 */
const REGION_PREFIX_DISCOUNT = Math.LN10;
const STANDING = sql`case c.feature_code when 'PPLC' then 1 when 'PPLA' then 0.5 when 'ADM1' then 0.5 when 'ISL' then 0.5 when 'ISLS' then 0.5 else 0 end`;

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
        select city_id, min(tier) as tier, max(plans) as plans, min(length(name)) as shortest, bool_or(tier = 0 and is_own_name) as own_exact
        from (select city_id, name, plans, is_own_name, 0 as tier from exact
              union all select city_id, name, plans, is_own_name, 1 from own
              union all select city_id, name, plans, is_own_name, case when is_own_name then 1 else 2 end from prefix
              union all select city_id, name, plans, is_own_name, case when is_own_name then 1 else 2 end from popular) found
        group by city_id
      ),
      -- An alternate name that is the own name written without its spaces ("sapa" of Sa Pa,
      -- "danang" of Da Nang) counts as the own name.
      spelled as (
        select city_id, bool_or(own_exact or exists (
            select 1 from city_search_names o
            where o.city_id = hits.city_id and o.is_own_name and replace(o.name, ' ', '') = ${normalizedQuery.replaceAll(" ", "")})
          ) filter (where tier = 0) as own_exact
        from hits group by city_id
      ),
      weighed as (
        select hits.city_id, hits.tier, hits.plans, hits.shortest, coalesce(spelled.own_exact, false) as own_exact, ln(c.population + 1) - ${TAIL_PENALTY}::float8 * (hits.shortest - ${queryLength}::int)
          + case when spelled.own_exact then ${OWN_EXACT_BONUS}::float8 when hits.tier = 0 then ${EXACT_BONUS}::float8 else 0 end
          + ${STANDING}
          - case when c.kind = 'region' and hits.tier > 0 then ${REGION_PREFIX_DISCOUNT}::float8 else 0 end as weight
        from hits join cities c on c.id = hits.city_id left join spelled on spelled.city_id = hits.city_id
      )
      select c.id, c.name, c.ascii_name as "asciiName", c.display_name as "displayName", c.country_code as "countryCode",
        c.country, c.kind, c.admin1, c.admin2, c.region_key as "regionKey", c.region, c.feature_code as "featureCode", c.latitude, c.longitude, c.population, c.timezone,
        w.tier = 0 as exact, w.own_exact as "ownExact", w.tier <= 1 as "ownName", w.weight,
        (select count(*)::int from own) as "ownRows", (select count(*)::int from prefix) as "prefixRows"
      from weighed w join cities c on c.id = w.city_id
      order by c.feature_code = ${DISTRICT_CODE}, w.tier = 2, w.plans desc, w.weight desc, c.population desc, c.id
      limit ${limit}`,
  );
}

export async function findCityById(db: DbOrTx, id: number): Promise<CityRow | undefined> {
  const [city] = await db.select().from(cities).where(eq(cities.id, id));
  return city;
}

/** The city whose display form is exactly this text, any case ("lisbon, portugal"); `exceptId` is left out. */
export async function findCityByDisplayName(
  db: DbOrTx,
  displayName: string,
  exceptId?: number,
): Promise<CityRow | undefined> {
  const [city] = await db
    .select()
    .from(cities)
    .where(
      sql`lower(${cities.displayName}) = lower(${displayName}) ${exceptId === undefined ? sql`` : sql`and ${cities.id} <> ${exceptId}`}`,
    )
    .orderBy(sql`${cities.featureCode} = ${DISTRICT_CODE}`, sql`${cities.population} desc`)
    .limit(1);
  return city;
}

// Places admins add (docs/decisions/024-places-admins-add.md) ------------------------------------

/** The NOTIFY channel that tells every process the places changed (lib/cities/popularity.ts). */
export const CITIES_CHANGED_CHANNEL = "overlap_cities_changed";

/** Sent in the change's transaction: the other processes hear it once it commits. */
export async function announceCitiesChanged(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_notify(${CITIES_CHANGED_CHANNEL}, '')`);
}

/**
 * The data set's countries (~250), read by skipping from one code to the next on the lookup index
 * rather than grouping 175k rows.
 */
export async function datasetCountryCodes(db: DbOrTx): Promise<string[]> {
  const rows = await queryRows<{ code: string }>(
    db,
    sql`with recursive codes(code) as (
          (select country_code from cities where added_at is null order by country_code limit 1)
          union all
          select (select country_code from cities where added_at is null and country_code > codes.code order by country_code limit 1)
          from codes where codes.code is not null
        )
        select code from codes where code is not null`,
  );
  return rows.map((row) => row.code);
}

/** Whether the data set has places in this country (ISO 3166-1 alpha-2, upper case). */
export async function hasCountry(db: DbOrTx, countryCode: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 from cities where country_code = ${countryCode} and added_at is null limit 1`,
  );
  return rows.length > 0;
}

/** Whether a place of this country already goes by this name (its own, any case or accents). */
export async function hasPlaceNamed(
  db: DbOrTx,
  name: string,
  countryCode: string,
  exceptId?: number,
): Promise<boolean> {
  const rows = await queryRows<{ found: number }>(
    db,
    sql`select 1 as found from city_search_names n join cities c on c.id = n.city_id
        where n.name = ${normalizeCityName(name)} and n.is_own_name and c.country_code = ${countryCode}
          ${exceptId === undefined ? sql`` : sql`and c.id <> ${exceptId}`}
        limit 1`,
  );
  return rows.length > 0;
}

type NewPlace = Pick<
  CityRow,
  "name" | "asciiName" | "displayName" | "countryCode" | "country" | "region" | "latitude" | "longitude"
> & {
  addedBy: number;
  names: PlaceNames;
};

export async function insertAddedPlace(db: DbOrTx, { names, ...place }: NewPlace): Promise<CityRow> {
  const [row] = await db
    .insert(cities)
    .values({ ...place, id: sql`nextval('added_place_ids')`, featureCode: "PPL", population: 0, addedAt: new Date() })
    .returning();
  await db.insert(citySearchNames).values(names.map((entry) => ({ ...entry, cityId: row!.id, population: 0 })));
  return row!;
}

type PlaceNames = { name: string; isOwnName: boolean }[];

/** An added place's new fields and names; its plans and trips take its display form. */
export async function updateAddedPlace(
  db: DbOrTx,
  id: number,
  place: Omit<NewPlace, "addedBy" | "names">,
  names: PlaceNames,
): Promise<CityRow> {
  const [row] = await db.update(cities).set(place).where(eq(cities.id, id)).returning();
  await db.delete(citySearchNames).where(eq(citySearchNames.cityId, id));
  await db.insert(citySearchNames).values(names.map((entry) => ({ ...entry, cityId: id, population: 0 })));
  for (const table of [travelPlans, groupTrips]) {
    await db.update(table).set({ destination: row!.displayName }).where(eq(table.cityId, id));
  }
  return row!;
}

/** Deletes a place an admin added (never one of the data set's); false when there is none. */
export async function deleteAddedPlace(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(cities)
    .where(sql`${cities.id} = ${id} and ${cities.addedAt} is not null`)
    .returning({ id: cities.id });
  return rows.length > 0;
}

/** The distinct destinations of plans and trips that have no city. */
export async function unplacedDestinationTexts(db: DbOrTx): Promise<string[]> {
  const rows = await queryRows<{ destination: string }>(
    db,
    sql`select destination from travel_plans where city_id is null
        union select destination from group_trips where city_id is null`,
  );
  return rows.map((row) => row.destination);
}

/**
 * Plans and trips typed as one of these texts go to the place, stored with its display form. Those
 * anchored near a listed city (docs/decisions/027) go too, leaving their anchor, when that city is
 * in the place's country: "Canggu" near Kuta is Canggu, Indonesia; "Canggu" near Perth is not.
 */
export async function moveToPlace(db: DbOrTx, place: CityRow, texts: string[]): Promise<void> {
  for (let start = 0; start < texts.length; start += 1_000) {
    const batch = texts.slice(start, start + 1_000);
    const moved = { cityId: place.id, nearCityId: null, destination: place.displayName };
    for (const table of [travelPlans, groupTrips]) {
      await db.update(table).set(moved).where(sql`${isNull(table.cityId)} and ${inArray(table.destination, batch)}
        and (${isNull(table.nearCityId)} or exists (
          select 1 from cities anchor where anchor.id = ${table.nearCityId} and anchor.country_code = ${place.countryCode}))`);
    }
  }
}

/** One city's plan count on its search names (refreshPlanCounts does all of them). */
export async function recountPlansOf(db: DbOrTx, cityId: number, today: string): Promise<void> {
  await db.execute(sql`
    update city_search_names set plans = (
      select count(*)::int from travel_plans
      where city_id = ${cityId} and status = 'active' and departure_date >= ${today}::date)
    where city_id = ${cityId}`);
}

export type AddedPlaceRow = CityRow & {
  addedAt: Date;
  otherNames: string[];
  plans: number;
  adderId: number | null;
  adderName: string | null;
};

/** The places admins added, newest first, with their other names and plans. */
export async function listAddedPlaceRows(db: DbOrTx, page: Page): Promise<AddedPlaceRow[]> {
  return addedPlaceRows(db, isNotNull(cities.addedAt), page);
}

/** One place an admin added (never one of the data set's cities). */
export async function findAddedPlaceRow(db: DbOrTx, id: number): Promise<AddedPlaceRow | undefined> {
  const [row] = await addedPlaceRows(db, sql`${cities.id} = ${id} and ${cities.addedAt} is not null`, {
    skip: 0,
    limit: 1,
  });
  return row;
}

function addedPlaceRows(db: DbOrTx, where: SQL, page: Page): Promise<AddedPlaceRow[]> {
  return db
    .select({
      city: cities,
      otherNames: sql<string[]>`coalesce((select array_agg(n.name order by n.name) from city_search_names n
        where n.city_id = ${cities.id} and not n.is_own_name), '{}')`,
      plans: sql<number>`(select count(*)::int from travel_plans p where p.city_id = ${cities.id})`,
      adderId: users.id,
      adderName: users.name,
    })
    .from(cities)
    .leftJoin(users, eq(users.id, cities.addedBy))
    .where(where)
    .orderBy(sql`${cities.addedAt} desc, ${cities.id} desc`)
    .offset(page.skip)
    .limit(page.limit)
    .then((rows) => rows.map(({ city, ...rest }) => ({ ...city, addedAt: city.addedAt!, ...rest })));
}

export async function countAddedPlaces(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ total: count() }).from(cities).where(isNotNull(cities.addedAt));
  return row?.total ?? 0;
}

/**
 * What groups typed destinations as one for the admins: the text in lower case with every run of
 * punctuation and spaces read as one space, so "Canggu, Indonesia", "canggu indonesia" and
 * "Canggu " are one row. Letters are kept as they are ("São" and "Sao" stay two rows, 東京 one).
 */
const unplacedKey = sql`trim(regexp_replace(lower(destination), '[[:space:][:punct:]]+', ' ', 'g'))`;

/**
 * Destinations kept as typed (plans without a city), grouped by unplacedKey, the most members
 * first: `travel_plans_unplaced_idx` holds exactly these plans.
 */
export async function listUnplacedDestinationRows(db: DbOrTx, today: string, page: Page) {
  return queryRows<{ destination: string; members: number; plans: number; upcoming_plans: number }>(
    db,
    sql`select mode() within group (order by destination) as destination, count(distinct user_id)::int as members,
          count(*)::int as plans,
          (count(*) filter (where status = 'active' and departure_date >= ${today}::date))::int as upcoming_plans
        from travel_plans where city_id is null
        group by ${unplacedKey}
        order by members desc, upcoming_plans desc, ${unplacedKey}
        offset ${page.skip} limit ${page.limit}`,
  );
}

export async function countUnplacedDestinations(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(distinct ${unplacedKey})::int as total from travel_plans where city_id is null`,
  );
  return row?.total ?? 0;
}

// Plans saved at a place their text may not mean (docs/api.md §9.5) ------------------------------

/**
 * The names that may have brought plans to a place their text may not mean: a name of a place
 * with plans or trips (not one an admin kept), which the resolver before regions and ranking
 * (docs/decisions/027) gave to that place, the biggest city of that name, while another place
 * now has it as its own and is bigger ("bali": Bāli in India, now the island; "goa": Genoa, now
 * the Indian state). The resolver of today says which of them now surely means another place.
 */
export async function misplacedCandidates(db: DbOrTx): Promise<{ name: string; cityId: number }[]> {
  return queryRows(
    db,
    sql`with placed as (
          select city_id from travel_plans where city_id is not null
          union select city_id from group_trips where city_id is not null
        )
        select n.name, n.city_id as "cityId"
        from placed p
        join cities c on c.id = p.city_id and c.kind = 'city'
        join city_search_names n on n.city_id = c.id
        where not exists (select 1 from kept_places k where k.city_id = c.id)
          and n.city_id = (
            select w.city_id from city_search_names w join cities wc on wc.id = w.city_id
            where w.name = n.name and wc.kind = 'city'
            order by wc.feature_code = ${DISTRICT_CODE}, wc.population desc, wc.id limit 1)
          and exists (
            select 1 from city_search_names o join cities oc on oc.id = o.city_id
            where o.name = n.name and o.is_own_name and o.city_id <> c.id and oc.population > c.population)
        order by n.city_id, n.name`,
  );
}

/** Each place's members, plans and upcoming plans (trips are moved with them but not counted). */
export async function planCountsOf(db: DbOrTx, cityIds: number[], today: string) {
  if (cityIds.length === 0) return new Map<number, { members: number; plans: number; upcoming_plans: number }>();
  const rows = await queryRows<{ cityId: number; members: number; plans: number; upcoming_plans: number }>(
    db,
    sql`select city_id as "cityId", count(distinct user_id)::int as members, count(*)::int as plans,
          (count(*) filter (where status = 'active' and departure_date >= ${today}::date))::int as upcoming_plans
        from travel_plans where city_id = any(${`{${cityIds.join(",")}}`}::int[]) group by city_id`,
  );
  return new Map(rows.map(({ cityId, ...counts }) => [cityId, counts]));
}

export async function keepPlace(db: DbOrTx, cityId: number, adminId: number): Promise<void> {
  await db.insert(keptPlaces).values({ cityId, keptBy: adminId }).onConflictDoNothing();
}

/** Every plan and trip at one place goes to another, with its display form. */
export async function movePlansAndTrips(
  db: DbOrTx,
  from: number,
  to: CityRow,
): Promise<{ plans: number; trips: number }> {
  const moved = { cityId: to.id, destination: to.displayName };
  const plans = await db
    .update(travelPlans)
    .set(moved)
    .where(eq(travelPlans.cityId, from))
    .returning({ id: travelPlans.id });
  const trips = await db
    .update(groupTrips)
    .set(moved)
    .where(eq(groupTrips.cityId, from))
    .returning({ id: groupTrips.id });
  return { plans: plans.length, trips: trips.length };
}
