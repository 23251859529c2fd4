import "server-only";
import { ISLANDS, type IslandEntry } from "./data/islands";
import { distanceKm, ISLAND_SHORE_KM, onPolygon, polygonAt, type LandPolygon } from "./land";
import { isSearchable, normalizeCityName } from "./normalize";

/**
 * The regions travellers name (docs/decisions/027-regions-hold-their-places.md, docs/api.md §4.1),
 * built from the data set's places when it loads: GeoNames' first-level divisions, the
 * second-level ones that are destinations rather than a town's municipality (ADMIN2 below), and
 * the islands and archipelagos of ./data/islands.ts with the places on them (./land.ts). Each holds
 * its places; its point is theirs (their middle, or the island's own point), its population theirs.
 */

/** What the regions are built from: every place of the data set (not only the ones loaded). */
export type PlaceForRegions = {
  id: number;
  name: string;
  asciiName: string;
  countryCode: string;
  admin1: string | null;
  admin2: string | null;
  featureCode: string;
  latitude: number;
  longitude: number;
  population: number;
  timezone: string | null;
  /** Every name it goes by, normalised: a division named so is its municipality. */
  ownNames: readonly string[];
  alternateNames: readonly string[];
};

export type RegionDraft = {
  regionKey: string;
  name: string;
  /** GeoNames-style: ADM1, ADM2, ISL (an island), ISLS (an archipelago). */
  featureCode: "ADM1" | "ADM2" | "ISL" | "ISLS";
  countryCode: string;
  admin1: string | null;
  admin2: string | null;
  latitude: number;
  longitude: number;
  population: number;
  timezone: string | null;
  /** Normalised names it is found by as its own: its name, an island's other names, aliases. */
  names: string[];
  /** A second-level division's name without its type ("maui" for Maui County): found, ranked as an alternate name. */
  alternateNames: string[];
  /** The places it holds, directly or through a region it holds. */
  placeIds: number[];
  /** The larger regions holding it. */
  parentKeys: string[];
  /** Its type, shown when a place of its country has its name ("Lisbon District"). */
  typeWord: string;
};

/** GeoNames' district feature code: sections of a city are held but do not add to the population. */
const DISTRICT = "PPLX";

export function buildRegions(
  places: readonly PlaceForRegions[],
  admin1Names: ReadonlyMap<string, string>,
  admin2Names: ReadonlyMap<string, string>,
): RegionDraft[] {
  const byAdmin1 = groupBy(places, (place) => (place.admin1 ? `${place.countryCode}.${place.admin1}` : null));
  const byAdmin2 = groupBy(places, (place) =>
    place.admin1 && place.admin2 ? `${place.countryCode}.${place.admin1}.${place.admin2}` : null,
  );
  const regions = new Map<string, RegionDraft>();

  for (const [code, name] of admin1Names) {
    const held = byAdmin1.get(code);
    if (!held) continue; // a division with no place of the data set holds nothing and has no point
    const [countryCode, admin1] = code.split(".") as [string, string];
    const region = draft(`admin1:${code}`, name, "ADM1", countryCode, held, ADMIN1_TYPE[countryCode] ?? "Region");
    region.admin1 = admin1;
    // "Waikato" for Waikato Region, "Guanacaste" for Guanacaste Province: found as an alternate name.
    const { bare } = divisionNameForms(name);
    if (bare !== region.names[0] && isSearchable(bare) && !COMPASS_NAME.test(bare)) region.alternateNames.push(bare);
    regions.set(region.regionKey, region);
  }

  for (const region of destinationAdmin2(places, byAdmin2, admin1Names, admin2Names))
    regions.set(region.regionKey, region);

  const byCountry = groupBy(places, (place) => place.countryCode);
  const islands = new Map(ISLANDS.map((entry) => [entry.key, entry]));
  const keyOf = (entry: IslandEntry) => entry.is ?? `island:${entry.country}:${entry.key}`;
  for (const entry of ISLANDS) {
    if (entry.is) {
      // Bali is the province: the island's names are the province's other names.
      regions.get(entry.is)?.names.push(...searchableNames(entry.names));
      continue;
    }
    if (entry.archipelago && !entry.radiusKm) continue; // after its islands
    const held = placesOn(entry, byCountry.get(entry.country) ?? []);
    const region = draft(
      keyOf(entry),
      entry.names[0]!,
      entry.archipelago ? "ISLS" : "ISL",
      entry.country,
      held,
      entry.archipelago ? "Islands" : "Island",
      entry,
    );
    regions.set(region.regionKey, region);
  }
  for (const entry of ISLANDS.filter((candidate) => candidate.archipelago && !candidate.radiusKm && !candidate.is)) {
    const members = ISLANDS.filter((island) => island.in === entry.key).map((island) => regions.get(keyOf(island))!);
    const ids = new Set(members.flatMap((member) => member.placeIds));
    const held = (byCountry.get(entry.country) ?? []).filter((place) => ids.has(place.id));
    const region = draft(keyOf(entry), entry.names[0]!, "ISLS", entry.country, held, "Islands", entry);
    regions.set(region.regionKey, region);
    for (const member of members) member.parentKeys.push(region.regionKey);
  }
  for (const entry of ISLANDS) {
    const parent = entry.in && islands.get(entry.in);
    const region = !entry.is && regions.get(keyOf(entry));
    if (!parent || !region) continue;
    if (parent.is) region.parentKeys.push(parent.is);
  }

  // A region lies in the divisions that hold all its places (Tenerife in the Canaries), and a
  // second-level division in its first-level one.
  const placeById = new Map(places.map((place) => [place.id, place]));
  for (const region of regions.values()) {
    if (region.featureCode === "ADM1") continue;
    const held = region.placeIds.map((id) => placeById.get(id)!);
    const admin1 = region.featureCode === "ADM2" ? region.admin1 : sameCode(held, (place) => place.admin1);
    if (admin1 && regions.has(`admin1:${region.countryCode}.${admin1}`)) {
      region.admin1 = admin1;
      region.parentKeys.push(`admin1:${region.countryCode}.${admin1}`);
    }
    if (region.featureCode !== "ADM2" && admin1) {
      const admin2 = sameCode(held, (place) => place.admin2);
      const key = `admin2:${region.countryCode}.${admin1}.${admin2}`;
      if (admin2 && regions.has(key)) region.parentKeys.push(key);
    }
    region.parentKeys = [...new Set(region.parentKeys)].filter((key) => key !== region.regionKey);
  }
  return [...regions.values()];
}

/** The one code every place shares, or null. */
function sameCode(held: PlaceForRegions[], code: (place: PlaceForRegions) => string | null): string | null {
  const codes = new Set(held.map(code));
  return codes.size === 1 ? [...codes][0]! : null;
}

function draft(
  regionKey: string,
  name: string,
  featureCode: RegionDraft["featureCode"],
  countryCode: string,
  held: PlaceForRegions[],
  typeWord: string,
  entry?: IslandEntry,
): RegionDraft {
  const point = entry?.at ? { latitude: entry.at[0], longitude: entry.at[1] } : middle(held);
  const real = held.filter((place) => place.featureCode !== DISTRICT);
  return {
    regionKey,
    name,
    featureCode,
    countryCode,
    admin1: null,
    admin2: null,
    ...point,
    population: real.reduce((total, place) => total + place.population, 0),
    timezone: mostCommon(held.map((place) => place.timezone)),
    names: searchableNames(entry ? entry.names : [name]),
    alternateNames: [],
    placeIds: held.map((place) => place.id),
    parentKeys: [],
    typeWord,
  };
}

/** The middle of the places, as the mean of their unit vectors (right across the 180th meridian too). */
function middle(held: PlaceForRegions[]): { latitude: number; longitude: number } {
  let x = 0,
    y = 0,
    z = 0;
  for (const place of held) {
    const lat = (place.latitude * Math.PI) / 180,
      lon = (place.longitude * Math.PI) / 180;
    x += Math.cos(lat) * Math.cos(lon);
    y += Math.cos(lat) * Math.sin(lon);
    z += Math.sin(lat);
  }
  const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5;
  return {
    latitude: round((Math.atan2(z, Math.hypot(x, y)) * 180) / Math.PI),
    longitude: round((Math.atan2(y, x) * 180) / Math.PI),
  };
}

function mostCommon(values: (string | null)[]): string | null {
  const counts = new Map<string, number>();
  let best: string | null = null;
  for (const value of values) {
    if (!value) continue;
    const total = (counts.get(value) ?? 0) + 1;
    counts.set(value, total);
    if (!best || total > counts.get(best)!) best = value;
  }
  return best;
}

function searchableNames(names: readonly string[]): string[] {
  return [...new Set(names.map(normalizeCityName).filter(isSearchable))];
}

/**
 * An island's places: those of its country on its land polygon or within ISLAND_SHORE_KM of its
 * shore; for an island too small for the drawing (`radiusKm`), those that near its point.
 */
function placesOn(entry: IslandEntry, candidates: PlaceForRegions[]): PlaceForRegions[] {
  const [latitude, longitude] = entry.at!;
  if (entry.radiusKm)
    return candidates.filter(
      (place) => distanceKm(latitude, longitude, place.latitude, place.longitude) <= entry.radiusKm!,
    );
  if (!islandPolygons.has(entry)) islandPolygons.set(entry, polygonAt(latitude, longitude));
  const polygon = islandPolygons.get(entry);
  if (!polygon) return [];
  return candidates.filter((place) => onPolygon(polygon, place.latitude, place.longitude, ISLAND_SHORE_KM));
}

const islandPolygons = new Map<IslandEntry, LandPolygon | undefined>();

function groupBy<T>(items: readonly T[], key: (item: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k === null) continue;
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

// Second-level divisions ---------------------------------------------------------------------------

/**
 * Words that say what kind of division a GeoNames second-level name is, in the languages it writes
 * them: before the name ("Amphoe Ko Samui", "Province of Palawan", "Kabupaten Badung") they are
 * dropped from the name shown; after it ("Maui County") they stay shown but are not needed to find it.
 */
const LEADING_TYPE = new RegExp(
  "^(?:" +
    [
      "amphoe",
      "kabupaten",
      "kota",
      "province of",
      "provincia de",
      "provincia di",
      "provincia del",
      "provincia da",
      "província de",
      "provincia autonoma di",
      "città metropolitana di",
      "citta metropolitana di",
      "departamento de",
      "departamento del",
      "municipio de",
      "municipio",
      "distrito de",
      "daerah",
      "nomós",
      "nomos",
      "nomarchía",
      "nomarchia",
      "obshtina",
      "okres",
      "grad",
      "općina",
      "opcina",
      "huyện",
      "huyen",
      "thành phố",
      "thanh pho",
      "thị xã",
      "thi xa",
      "xã",
      "xa",
      "quận",
      "quan",
      "city of",
      "town of",
      "borough of",
      "royal borough of",
      "county of",
      "regierungsbezirk",
      "département du",
      "département de la",
      "département de l'",
      "département des",
      "département de",
      "muang",
      "mueang",
      "district of",
      "municipality of",
      "comune di",
      "concelho de",
      "canton de",
      "partido de",
      "landkreis",
      "kreis",
      "city and county of",
      "city and borough of",
    ].join("|") +
    ")\\s+",
  "i",
);
const TRAILING_TYPE =
  /\s+(?:county|parish|borough|census area|municipality|municipal district|district|regency|province|shi|gun|ilçesi|ilcesi|barrio|city and borough|city|municipio|shire|region|regional unit|department|prefecture|merkez|općina|opcina|oblast|governorate)$/i;
/** A division's name that says only where it lies ("Western Province", "Central Region"): no name to find it by. */
const COMPASS_NAME = /^(?:(?:north|south|east|west)(?:ern)?|central|centre|upper|lower|coastal|capital)( |$)/;

/** A division's name as shown (without its leading type: "Distrito de Lisboa" is Lisboa) and bare, for search. */
export function divisionNameForms(raw: string): { shown: string; bare: string } {
  let shown = raw.trim();
  for (let previous = ""; previous !== shown;) {
    previous = shown;
    shown = shown.replace(LEADING_TYPE, "");
  }
  let bare = shown;
  for (let previous = ""; previous !== bare;) {
    previous = bare;
    bare = bare.replace(TRAILING_TYPE, "");
  }
  return { shown, bare: normalizeCityName(bare) };
}

/** Fewer of the data set's places than this: the division is its town's municipality. */
const ADMIN2_MIN_PLACES = 3;

/**
 * The second-level divisions that are destinations in their own right (Maui County, Palawan,
 * Cornwall, the Dordogne), by one rule over GeoNames' ~47,000: a division is kept when it holds
 * at least ADMIN2_MIN_PLACES places of the data set (else it is a town's municipality), and its
 * name (without its type words) is not a name of a place of its country (the municipality or
 * province named after its town, as most are: Lisbon, Amphoe Pai, Provincia di Napoli; or that
 * name in another case, Nomós Thessaloníkis), nor of a
 * first-level division of its country (Hawaii County), nor of another second-level one (thirty
 * Washington Counties). Only their admin codes place the data set's places in them.
 */
function destinationAdmin2(
  places: readonly PlaceForRegions[],
  byAdmin2: Map<string, PlaceForRegions[]>,
  admin1Names: ReadonlyMap<string, string>,
  admin2Names: ReadonlyMap<string, string>,
): RegionDraft[] {
  const named = new Map<string, { code: string; shown: string; bare: string }[]>();
  for (const [code, raw] of admin2Names) {
    const country = code.split(".")[0]!;
    const { shown, bare } = divisionNameForms(raw);
    if (!isSearchable(bare)) continue;
    const list = named.get(country);
    if (list) list.push({ code, shown, bare });
    else named.set(country, [{ code, shown, bare }]);
  }
  const counts = new Map<string, number>();
  for (const [country, divisions] of named)
    for (const division of divisions)
      counts.set(`${country}|${division.bare}`, (counts.get(`${country}|${division.bare}`) ?? 0) + 1);
  // Only the divisions holding enough places can be kept: only their names are looked for.
  for (const [country, divisions] of named) {
    named.set(
      country,
      divisions.filter(
        (division) =>
          (byAdmin2.get(division.code) ?? []).filter((place) => place.featureCode !== DISTRICT).length >=
          ADMIN2_MIN_PLACES,
      ),
    );
  }
  const wanted = new Map(
    [...named].map(([country, divisions]) => [
      country,
      new Set(divisions.flatMap((division) => [division.bare, division.bare.slice(0, -1), division.bare.slice(0, -2)])),
    ]),
  );
  const taken = new Map<string, Set<string>>();
  const take = (country: string, name: string) => {
    if (!wanted.get(country)?.has(name)) return;
    const set = taken.get(country);
    if (set) set.add(name);
    else taken.set(country, new Set([name]));
  };
  for (const place of places) {
    if (!wanted.has(place.countryCode)) continue;
    for (const name of place.ownNames) take(place.countryCode, name);
    for (const name of place.alternateNames) take(place.countryCode, name);
  }
  for (const [code, name] of admin1Names) {
    take(code.split(".")[0]!, normalizeCityName(name));
    take(code.split(".")[0]!, divisionNameForms(name).bare);
  }

  const regions: RegionDraft[] = [];
  for (const [country, divisions] of named) {
    for (const division of divisions) {
      const held = byAdmin2.get(division.code)!;
      if (counts.get(`${country}|${division.bare}`)! > 1 || namesAPlace(taken.get(country), division.bare)) continue;
      const [, admin1, admin2] = division.code.split(".") as [string, string, string];
      const region = draft(`admin2:${division.code}`, division.shown, "ADM2", country, held, "District");
      region.admin1 = admin1;
      region.admin2 = admin2;
      if (division.bare !== region.names[0]) region.alternateNames.push(division.bare);
      regions.push(region);
    }
  }
  return regions;
}

/** The name, or the name in another grammatical case (Greek "Thessaloníkis" for Thessaloníki). */
function namesAPlace(names: Set<string> | undefined, bare: string): boolean {
  if (!names) return false;
  return names.has(bare) || (bare.length > 6 && (names.has(bare.slice(0, -1)) || names.has(bare.slice(0, -2))));
}

/**
 * What a first-level division is called in its country, shown after its name when a place of the
 * country has that name: "Lisbon District", "Phuket Province"; "Region" elsewhere.
 */
const ADMIN1_TYPE: Record<string, string> = {
  AE: "Emirate",
  AR: "Province",
  AT: "State",
  AU: "State",
  BE: "Province",
  BG: "Province",
  BR: "State",
  CA: "Province",
  CH: "Canton",
  CL: "Region",
  CN: "Province",
  CO: "Department",
  CR: "Province",
  CZ: "Region",
  DE: "State",
  DK: "Region",
  EC: "Province",
  EG: "Governorate",
  ES: "Community",
  FI: "Region",
  FR: "Region",
  GR: "Region",
  HR: "County",
  HU: "County",
  ID: "Province",
  IE: "Province",
  IN: "State",
  IT: "Region",
  JP: "Prefecture",
  KE: "County",
  KH: "Province",
  KR: "Province",
  LA: "Province",
  LK: "Province",
  MA: "Region",
  MX: "State",
  MY: "State",
  NL: "Province",
  NO: "County",
  NP: "Province",
  NZ: "Region",
  PA: "Province",
  PE: "Region",
  PH: "Region",
  PL: "Voivodeship",
  PT: "District",
  RO: "County",
  RU: "Region",
  SE: "County",
  TH: "Province",
  TR: "Province",
  TZ: "Region",
  UA: "Oblast",
  US: "State",
  VE: "State",
  VN: "Province",
  ZA: "Province",
};

/**
 * The islands and archipelagos a point lies on (a place an admin adds: docs/decisions/027), by the
 * rule the data set's places follow: on its polygon or near its shore, or within its radius.
 */
export function islandKeysAt(countryCode: string, latitude: number, longitude: number): string[] {
  const point: PlaceForRegions = {
    id: 0,
    name: "",
    asciiName: "",
    countryCode,
    admin1: null,
    admin2: null,
    featureCode: "PPL",
    latitude,
    longitude,
    population: 0,
    timezone: null,
    ownNames: [],
    alternateNames: [],
  };
  const keys: string[] = [];
  for (const entry of ISLANDS) {
    if (
      entry.is ||
      entry.country !== countryCode ||
      (entry.archipelago && !entry.radiusKm) ||
      placesOn(entry, [point]).length === 0
    )
      continue;
    keys.push(`island:${entry.country}:${entry.key}`);
    const archipelago = ISLANDS.find((candidate) => candidate.key === entry.in && !candidate.is);
    if (archipelago) keys.push(`island:${archipelago.country}:${archipelago.key}`);
  }
  return keys;
}
