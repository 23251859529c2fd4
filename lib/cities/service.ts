import "server-only";
import type { DbOrTx } from "@/db/client";
import { getDb } from "@/db/client";
import type { CityRow } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { fieldError } from "@/lib/http/errors";
import { readCityDataset } from "./dataset";
import { normalizeCityName } from "./normalize";
import {
  countCities, countSearchNames, findCitiesByName, findCityByDisplayName, findCityById, insertCityRecords, insertSearchNames,
  searchCityNames,
} from "./queries";
import { MIN_QUERY_LENGTH, type CitySearchQuery, type CitySuggestion } from "./contract";
import { presentCity } from "./present";

/**
 * Answers for recent searches, per database. Cities are reference data that change only when the
 * data set is loaded (which empties this), and autocomplete prefixes repeat across members
 * ("li", "lis", "lisb"), so most keystrokes never reach the database.
 */
const SEARCH_CACHE_SIZE = 5_000;
const searchCaches = new WeakMap<object, Map<string, CitySuggestion[]>>();

function searchCacheOf(db: object) {
  let cache = searchCaches.get(db);
  if (!cache) searchCaches.set(db, (cache = new Map()));
  return cache;
}

/** GET /travel-plans/search/cities: members only (the actor is the proof), prefix and accent-insensitive. */
export async function searchCities(_actor: Actor, input: CitySearchQuery) {
  const normalized = normalizeCityName(input.query);
  if (normalized.length < MIN_QUERY_LENGTH) return { results: [] };
  const db = await getDb();
  const cache = searchCacheOf(db);
  const key = `${input.limit}|${normalized}`;
  let results = cache.get(key);
  if (results) {
    cache.delete(key); // re-insert below: Map order is the LRU order
  } else {
    results = (await searchCityNames(db, normalized, input.limit)).map(presentCity);
  }
  cache.set(key, results);
  if (cache.size > SEARCH_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return { results };
}

/**
 * The city a plan goes to: by `city_id` when the form picked one, else by what was typed —
 * the display form ("Lisbon, Portugal"), or a name or alternate name ("Lisboa") with an optional
 * ", Country". Undefined when nothing matches: the destination is then kept as typed.
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
  const parts = typed.split(",").map((part) => part.trim()).filter(Boolean);
  const name = normalizeCityName(parts[0] ?? "");
  if (!name) return undefined;
  const candidates = await findCitiesByName(db, name);
  if (parts.length === 1) return candidates[0];
  const country = normalizeCityName(parts[parts.length - 1]!);
  return candidates.find((city) => normalizeCityName(city.country) === country || city.countryCode.toLowerCase() === country);
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
 * Loads the world-cities data set into an empty cities table (server start, tests, bench). When
 * only the search names are missing (a migration changed how they are stored), those are rebuilt
 * and the cities, which plans point at, are left as they are.
 */
export async function ensureCitiesLoaded(db: DbOrTx, options: { minPopulation?: number } = {}): Promise<number> {
  searchCaches.delete(db);
  if ((await countCities(db)) > 0) {
    if ((await countSearchNames(db)) === 0) await insertSearchNames(db, readCityDataset(options));
    return 0;
  }
  const records = readCityDataset(options);
  await insertCityRecords(db, records);
  return records.length;
}
