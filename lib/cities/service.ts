import "server-only";
import { sql } from "drizzle-orm";
import type { Database, DbOrTx } from "@/db/client";
import { getDb, queryRows } from "@/db/client";
import type { CityRow } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { fieldError } from "@/lib/errors/app-error";
import { CITY_DATASET_VERSION, countryNamesOf, DISTRICT_CODE, readCityDataset } from "./dataset";
import { normalizeCityName } from "./normalize";
import {
  analyzeCities,
  assignRegionIds,
  countCities,
  hasDatasetSearchNames,
  datasetVersion,
  deleteSearchNames,
  findCityByDisplayName,
  findCityById,
  insertCityRecords,
  insertSearchNames,
  placeInRegions,
  refreshPlanCounts,
  regionIdsByKey,
  replacePlaceRegions,
  searchCityNames,
  setDatasetVersion,
  syncDestinations,
  type CityMatch,
} from "./queries";
import { islandKeysAt } from "./regions";
import {
  MIN_QUERY_LENGTH,
  RESOLVE_ALTERNATIVES,
  type CitySearchQuery,
  type CitySuggestion,
  type DestinationResolution,
} from "./contract";
import { destinationReadings } from "./destination-readings";
import { presentCity } from "./present";

/**
 * Answers for recent searches, per database. Cities are reference data that change only when the
 * data set is loaded (which empties this), and autocomplete prefixes repeat across members
 * ("li", "lis", "lisb"), so most keystrokes never reach the database.
 */
const SEARCH_CACHE_SIZE = 5_000;
const searchCaches = new WeakMap<object, Map<string, CitySuggestion[]>>();

/** Forgets the answers: the places changed (a data set loaded, a place added or deleted). */
export function forgetCitySearches(db: object): void {
  searchCaches.delete(db);
}

function searchCacheOf(db: object) {
  let cache = searchCaches.get(db);
  if (!cache) searchCaches.set(db, (cache = new Map()));
  return cache;
}

/**
 * GET /travel-plans/search/cities: members only (the actor is the proof), prefix and
 * accent-insensitive. What follows a comma narrows by region or country, so the display form
 * finds its city ("Porto, Portugal", "San Jose, California"); the last part may be half typed.
 * Without a comma the last words may narrow too ("lisbon portugal", "san jose costa rica"): those
 * readings (./readings.ts, as the resolver reads typed text) follow the places whose names
 * hold the whole query, when these leave room.
 */
export async function searchCities(_actor: Actor, input: CitySearchQuery) {
  const [typed, ...spaced] = destinationReadings(input.query);
  if (!typed || [...typed.name].length < MIN_QUERY_LENGTH) return { results: [] };
  const db = await getDb();
  const cache = searchCacheOf(db);
  const key = `${input.limit}|${[typed.name, ...typed.narrowing].join(",")}`;
  let results = cache.get(key);
  if (results) {
    cache.delete(key); // re-insert below: Map order is the LRU order
  } else {
    let matching = await narrowedSearch(db, typed.name, typed.narrowing, input.limit, true);
    for (const reading of spaced) {
      if (distinctForms(matching).length >= input.limit) break;
      matching = [...matching, ...(await narrowedSearch(db, reading.name, reading.narrowing, input.limit, true))];
    }
    results = (await citiesBeforeTheirRegions(db, typed.name, withoutSectionsOfListed(distinctForms(matching))))
      .slice(0, input.limit)
      .map(presentCity);
  }
  cache.set(key, results);
  if (cache.size > SEARCH_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return { results };
}

/**
 * Places whose names start with `name`, kept when each narrowing part qualifies them (the last one
 * half typed when `halfTyped`: the search's, not the resolver's).
 */
async function narrowedSearch(
  db: DbOrTx,
  name: string,
  narrowing: string[],
  limit: number,
  halfTyped: boolean,
): Promise<CityMatch[]> {
  // Narrowed searches read the first 50 places of the name; the same form twice shows once.
  const fetched = await searchCityNames(db as Database, name, narrowing.length > 0 ? 50 : limit + DUPLICATE_SLACK);
  return fetched.filter((city) =>
    narrowing.every((part, i) => qualifies(city, part, halfTyped && i === narrowing.length - 1)),
  );
}

/** A Postgres int[] literal, for `= any(...)`. */
const intArray = (ids: number[]) => `{${ids.join(",")}}`;

/**
 * A city inside a region of its name comes first, that region right after it (docs/api.md §4.1):
 * Lisbon then the Lisbon district, New York City then the state, Zanzibar then its island. "Of its
 * name": the same own name, or the query names both, the city by a name of its own ("New York",
 * an alias of New York City; not the alternate "Tenerife" of Santa Cruz de Tenerife, which stays
 * behind its island). Whether the region holds the city is read from place_regions.
 */
async function citiesBeforeTheirRegions(db: DbOrTx, query: string, answer: CityMatch[]): Promise<CityMatch[]> {
  const regions = answer.filter((place) => place.kind === "region");
  const cities = answer.filter((place) => place.kind === "city");
  if (regions.length === 0 || cities.length === 0) return answer;
  const held = await queryRows<{ place: number; region: number }>(
    db,
    sql`select place_id as place, region_id as region from place_regions
        where region_id = any(${intArray(regions.map((region) => region.id))}::int[]) and place_id = any(${intArray(cities.map((city) => city.id))}::int[])`,
  );
  const holds = new Set(held.map((row) => `${row.place}:${row.region}`));
  const ordered = [...answer];
  for (const region of regions) {
    const city = cities.find(
      (candidate) => holds.has(`${candidate.id}:${region.id}`) && ofItsName(candidate, region, query),
    );
    if (!city) continue;
    if (ordered.indexOf(city) < ordered.indexOf(region)) {
      ordered.splice(ordered.indexOf(region), 1);
      ordered.splice(ordered.indexOf(city) + 1, 0, region);
    } else {
      ordered.splice(ordered.indexOf(city), 1);
      ordered.splice(ordered.indexOf(region), 0, city);
    }
  }
  return ordered;
}

function ofItsName(city: CityMatch, region: CityMatch, query: string): boolean {
  return (
    (region.exact && (city.ownExact || (city.exact && spelledLike(query, city)))) ||
    normalizeCityName(city.name) === normalizeCityName(region.name)
  );
}

/**
 * Whether a name a place is found by is a spelling of its own rather than a name in another
 * language or an airport code (GeoNames' alternate names carry neither): it starts like its own
 * name, over at least three letters and half the shorter, without being its start cut short
 * ("Seville" Sevilla, "Marrakech" Marrakesh, "Munchen" Munich, "Geneva" Genève; not "Goa" Genoa,
 * "Minca" Munich, "Ios" Ilhéus, "Pari" Paris), or is in Chinese, Japanese or Korean letters (東京).
 */
function spelledLike(name: string, place: CityRow): boolean {
  if (!LATIN_NAME.test(name)) return true;
  return [place.name, place.asciiName].some((own) => {
    const normalized = normalizeCityName(own);
    if (normalized.replaceAll(" ", "") === name.replaceAll(" ", "")) return true;
    // A name cut short ("Pari" of Paris, as some language also writes it) is a partial match.
    if (normalized.length > name.length && normalized.startsWith(name)) return false;
    let common = 0;
    while (common < name.length && name[common] === normalized[common]) common++;
    return common >= Math.max(3, Math.ceil(Math.min(name.length, normalized.length) / 2));
  });
}

const LATIN_NAME = /^[a-z0-9 ]+$/;

/** A name that is whole words of the place's own ("Bariloche", of San Carlos de Bariloche). */
function wordsOf(name: string, place: CityRow): boolean {
  return (
    ` ${normalizeCityName(place.name)} `.includes(` ${name} `) ||
    ` ${normalizeCityName(place.asciiName)} `.includes(` ${name} `)
  );
}

/**
 * The answer without the sections of a city it lists (GeoNames PPLX named after the city, in its
 * country: "Zürich (Kreis 3)", "Berlin Köpenick" beside Zürich and Berlin): a traveller picks the
 * city, and a plan to a section meets only that section's plans. A section named alone
 * ("Hollywood", of Los Angeles) or whose city is not listed ("berlin kreuzberg") stays.
 */
function withoutSectionsOfListed(answer: CityMatch[]): CityMatch[] {
  const listed = answer
    .filter((city) => city.featureCode !== DISTRICT_CODE)
    .map((city) => ({ country: city.countryCode, name: `${normalizeCityName(city.name)} ` }));
  return answer.filter((city) => {
    if (city.featureCode !== DISTRICT_CODE) return true;
    const name = normalizeCityName(city.name);
    return !listed.some((place) => place.country === city.countryCode && name.startsWith(place.name));
  });
}

/** Extra places read so that dropping repeated display forms still fills the answer. */
const DUPLICATE_SLACK = 5;

function distinctForms(cities: CityMatch[]): CityMatch[] {
  const seen = new Set<string>();
  return cities.filter((city) => {
    const form = city.displayName.toLowerCase();
    if (seen.has(form)) return false;
    seen.add(form);
    return true;
  });
}

/**
 * "california", "united states", "usa", "us", "ca" (an admin1 code): what may follow a city's name
 * (the country by any of its names, dataset.ts countryNamesOf).
 */
export function qualifies(city: CityRow, part: string, partial: boolean): boolean {
  const names = [city.region, city.countryCode, city.admin1].flatMap((value) =>
    value ? [normalizeCityName(value)] : [],
  );
  return [...names, ...countryNamesOf(city.countryCode)].some(
    (value) => value === part || (partial && value.startsWith(part)),
  );
}

/**
 * Cities' popularity on Overlap (docs/decisions/020-city-search-ranking.md): recounted at start
 * and every ten minutes, and the search's answers forgotten since their order may change.
 */
export async function refreshCityPopularity(db: DbOrTx, today: string): Promise<void> {
  await refreshPlanCounts(db, today);
  forgetCitySearches(db);
}

/**
 * The city a plan goes to: by `city_id` when the form picked one, else what was typed would be
 * saved as (resolvePlace), sure or not. Undefined when nothing matches.
 */
export async function resolveDestination(
  db: DbOrTx,
  destination: string,
  cityId?: number | null,
): Promise<CityRow | undefined> {
  if (cityId) {
    const city = await findCityById(db, cityId);
    if (!city) throw fieldError("city_id", "Unknown city");
    return city;
  }
  return (await resolvePlace(db, destination)).place;
}

export type Resolution = { place: CityRow | undefined; sure: boolean; alternatives: CityMatch[] };

/**
 * What typed text names (docs/api.md §4.2), by the search's own rule: its display form ("Lisbon,
 * Portugal"), else, for each reading of it (./readings.ts: a name, then optionally its region or
 * country after commas or spaces, matched whole), the best-ranked place one of whose names is that
 * name ("Lisboa", "CDMX", 東京). `sure` when that place is also what the search lists first, by a
 * name of its own or a spelling of it (spelledLike), and no other place of that name comes near it
 * (SURE_MARGIN): "Bali" is the island, "Bali, India"
 * Bāli, "Paris Texas" Paris, Texas; "Pari" (a village, behind Paris) and "Springfield" are not sure.
 * `alternatives`: the other places the text may mean, in the search's order.
 */
export async function resolvePlace(db: DbOrTx, destination: string): Promise<Resolution> {
  const typed = destination.trim();
  const displayed = await findCityByDisplayName(db, typed);
  if (displayed) return { place: displayed, sure: true, alternatives: [] };
  let first: CityMatch[] | undefined;
  for (const reading of destinationReadings(typed)) {
    const found = await narrowedSearch(db, reading.name, reading.narrowing, RESOLVE_READ, false);
    const answer = await citiesBeforeTheirRegions(db, reading.name, withoutSectionsOfListed(distinctForms(found)));
    first ??= answer;
    const place = answer.find((candidate) => candidate.exact);
    if (!place) continue;
    return {
      place,
      sure: isSure(reading.name, answer, place),
      alternatives: answer.filter((other) => other.id !== place.id).slice(0, RESOLVE_ALTERNATIVES),
    };
  }
  return { place: undefined, sure: false, alternatives: (first ?? []).slice(0, RESOLVE_ALTERNATIVES) };
}

/** Places read to resolve a name: the search's, with room for a name many places share. */
const RESOLVE_READ = 20;
/**
 * How much more the place meant must weigh than any other place of its name (the search's weight:
 * ln of population, its standing, the bonus of a name of its own): 1, e (2.7) times. Bali (1.4M in
 * its places) against Bāli in India (300k), Barcelona against Barcelona, Venezuela, Venice against
 * Venice, Florida (a seat of a region against a town) are sure; Cambridge against Cambridge,
 * Massachusetts, Springfield against Springfield, Hollywood, Florida against its namesake district
 * of Los Angeles, a name only an alternate name of its place is against a place of that own name
 * (Tabira, once "Madeira", against Madeira, Ohio) are not.
 */
const SURE_MARGIN = 1;

function isSure(query: string, answer: CityMatch[], place: CityMatch): boolean {
  if (answer[0] !== place) return false;
  // Found by a name of another language or a code only, a place may not be what was meant.
  if (!place.ownExact && !spelledLike(query, place) && !wordsOf(query, place)) return false;
  // A city listed before the region of its name weighs as that region.
  const next = answer[1];
  const partner =
    next?.kind === "region" && place.kind === "city" && next.exact && ofItsName(place, next, query) ? next : undefined;
  const weight = Math.max(place.weight, partner?.weight ?? -Infinity);
  const rival = answer.find((other) => other !== place && other !== partner && other.exact);
  return !rival || weight - rival.weight >= SURE_MARGIN;
}

/** The resolve endpoint (docs/api.md §4.1): what the plan form will save typed text as. */
export async function resolveTypedDestination(_actor: Actor, destination: string): Promise<DestinationResolution> {
  const resolution = await resolvePlace(await getDb(), destination);
  return {
    place: resolution.place ? presentCity(resolution.place) : null,
    sure: resolution.sure,
    alternatives: resolution.alternatives.map(presentCity),
  };
}

/**
 * Where a plan or a trip goes: the city picked, or what the text surely names, stored with its
 * display form; else the text as typed (matched by that text in discovery): a loose match is never
 * saved silently at a place the text may not mean (the form offers "Did you mean …?").
 */
export async function placeOf(db: DbOrTx, destination: string, cityId?: number | null) {
  if (cityId) {
    const city = await resolveDestination(db, destination, cityId);
    return { cityId: city!.id, destination: city!.displayName };
  }
  const { place, sure } = await resolvePlace(db, destination);
  return place && sure
    ? { cityId: place.id, destination: place.displayName }
    : { cityId: null, destination: destination.trim() };
}

/**
 * Loads the data set into an empty database, or brings a database loaded from an older version
 * (CITY_DATASET_VERSION) up to date: cities upserted by GeoNames id and regions by region key
 * (plans keep theirs), which regions hold which places rebuilt, search names rebuilt, and plans'
 * and trips' destinations given their place's new display form. When only the search names are
 * missing (a migration changed how they are stored), those are rebuilt.
 */
export async function ensureCitiesLoaded(
  db: DbOrTx,
  options: Parameters<typeof readCityDataset>[0] = {},
): Promise<number> {
  forgetCitySearches(db);
  const current = (await datasetVersion(db, "cities")) === CITY_DATASET_VERSION;
  if (current && (await countCities(db)) > 0) {
    if (!(await hasDatasetSearchNames(db))) {
      const { cities, regions } = readCityDataset(options);
      await assignRegionIds(db, regions);
      await insertSearchNames(db, [...cities, ...regions]);
    }
    return 0;
  }
  const { cities, regions } = readCityDataset(options);
  await deleteSearchNames(db);
  await insertCityRecords(db, cities);
  await assignRegionIds(db, regions);
  await insertCityRecords(db, regions);
  await replacePlaceRegions(db, regions);
  await placeAddedPlaces(db);
  await syncDestinations(db);
  await setDatasetVersion(db, "cities", CITY_DATASET_VERSION);
  // Fresh statistics, or the first searches are planned on an empty table's (a 10x slower plan).
  await analyzeCities(db);
  return cities.length + regions.length;
}

/** The regions of the places admins added, again from their points: the regions may have changed. */
async function placeAddedPlaces(db: DbOrTx): Promise<void> {
  const added = await queryRows<CityRow>(
    db,
    sql`select id, country_code as "countryCode", latitude, longitude from cities where added_at is not null`,
  );
  for (const place of added) await placeInTheRegions(db, place);
}

/** Which regions hold a place an admin adds or moves (docs/decisions/027): from its point. */
export async function placeInTheRegions(
  db: DbOrTx,
  place: Pick<CityRow, "id" | "countryCode" | "latitude" | "longitude">,
): Promise<void> {
  const islands = await regionIdsByKey(db, islandKeysAt(place.countryCode, place.latitude, place.longitude));
  await placeInRegions(db, place, islands);
}
