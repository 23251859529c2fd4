import "server-only";
import type { Database, DbOrTx } from "@/db/client";
import { getDb } from "@/db/client";
import type { CityRow } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { fieldError } from "@/lib/http/errors";
import { CITY_DATASET_VERSION, countryNamesOf, DISTRICT_CODE, readCityDataset } from "./dataset";
import { normalizeCityName } from "./normalize";
import {
  analyzeCities, countCities, hasDatasetSearchNames, datasetVersion, deleteSearchNames, findCitiesByName, findCityByDisplayName, findCityById,
  insertCityRecords, insertSearchNames, refreshPlanCounts, searchCityNames, setDatasetVersion, syncDestinations,
  type CityMatch,
} from "./queries";
import { MIN_QUERY_LENGTH, type CitySearchQuery, type CitySuggestion } from "./contract";
import { destinationReadings } from "./readings";
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
    let matching = await narrowedSearch(db, typed.name, typed.narrowing, input.limit);
    for (const reading of spaced) {
      if (distinctForms(matching).length >= input.limit) break;
      matching = [...matching, ...(await narrowedSearch(db, reading.name, reading.narrowing, input.limit))];
    }
    results = withoutSectionsOfListed(distinctForms(matching)).slice(0, input.limit).map(presentCity);
  }
  cache.set(key, results);
  if (cache.size > SEARCH_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return { results };
}

/** Places whose names start with `name`, kept when each narrowing part qualifies them (the last one half typed). */
async function narrowedSearch(db: Database, name: string, narrowing: string[], limit: number): Promise<CityMatch[]> {
  // Narrowed searches read the first 50 places of the name; the same form twice shows once.
  const fetched = await searchCityNames(db, name, narrowing.length > 0 ? 50 : limit + DUPLICATE_SLACK);
  return fetched.filter((city) => narrowing.every((part, i) => qualifies(city, part, i === narrowing.length - 1)));
}

/**
 * The answer without the sections of a city it lists (GeoNames PPLX named after the city, in its
 * country: "Zürich (Kreis 3)", "Berlin Köpenick" beside Zürich and Berlin): a traveller picks the
 * city, and a plan to a section meets only that section's plans. A section named alone
 * ("Hollywood", of Los Angeles) or whose city is not listed ("berlin kreuzberg") stays.
 */
function withoutSectionsOfListed(answer: CityMatch[]): CityMatch[] {
  const listed = answer.filter((city) => city.featureCode !== DISTRICT_CODE).map((city) => ({ country: city.countryCode, name: `${normalizeCityName(city.name)} ` }));
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
  const names = [city.region, city.countryCode, city.admin1].flatMap((value) => (value ? [normalizeCityName(value)] : []));
  return [...names, ...countryNamesOf(city.countryCode)].some((value) => value === part || (partial && value.startsWith(part)));
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
 * The city a plan goes to: by `city_id` when the form picked one, else by what was typed —
 * the display form ("Lisbon, Portugal"), or a name or alternate name ("Lisboa") with an optional
 * ", Region" and ", Country" ("San Jose, California", "Paris, FR"); names in Chinese, Japanese
 * and Korean too ("東京", "リスボン"). Undefined when nothing matches: the destination is then kept
 * as typed.
 */
export async function resolveDestination(db: DbOrTx, destination: string, cityId?: number | null): Promise<CityRow | undefined> {
  if (cityId) {
    const city = await findCityById(db, cityId);
    if (!city) throw fieldError("city_id", "Unknown city");
    return city;
  }
  const typed = destination.trim();
  const exact = await findCityByDisplayName(db, typed);
  if (exact) return exact;
  for (const reading of destinationReadings(typed)) {
    const city = (await findCitiesByName(db, reading.name)).find((candidate) => reading.narrowing.every((part) => qualifies(candidate, part, false)));
    if (city) return city;
  }
  return undefined;
}

/**
 * Where a plan or a trip goes: the city picked or named, stored with its display form; else the
 * text as typed (matched by that text in discovery).
 */
export async function placeOf(db: DbOrTx, destination: string, cityId?: number | null) {
  const city = await resolveDestination(db, destination, cityId);
  return city ? { cityId: city.id, destination: city.displayName } : { cityId: null, destination: destination.trim() };
}

/**
 * A plan's or trip's place after an edit (a member's or an admin's): resolved again, by placeOf,
 * only when the edit sends a destination or a city; else nothing to write.
 */
export async function placeAfterEdit(db: DbOrTx, edit: { destination?: string; city_id?: number | null }, current: { destination: string }) {
  if (edit.destination === undefined && edit.city_id === undefined) return {};
  return placeOf(db, edit.destination ?? current.destination, edit.city_id);
}

/**
 * Loads the data set into an empty database, or brings a database loaded from an older version
 * (CITY_DATASET_VERSION) up to date: cities upserted by GeoNames id (plans keep theirs), search
 * names rebuilt, and plans' and trips' destinations given their city's new display form. When
 * only the search names are missing (a migration changed how they are stored), those are rebuilt.
 */
export async function ensureCitiesLoaded(db: DbOrTx, options: Parameters<typeof readCityDataset>[0] = {}): Promise<number> {
  forgetCitySearches(db);
  const current = (await datasetVersion(db, "cities")) === CITY_DATASET_VERSION;
  if (current && (await countCities(db)) > 0) {
    if (!(await hasDatasetSearchNames(db))) await insertSearchNames(db, readCityDataset(options));
    return 0;
  }
  const records = readCityDataset(options);
  await deleteSearchNames(db);
  await insertCityRecords(db, records);
  await syncDestinations(db);
  await setDatasetVersion(db, "cities", CITY_DATASET_VERSION);
  // Fresh statistics, or the first searches are planned on an empty table's (a 10x slower plan).
  await analyzeCities(db);
  return records.length;
}
