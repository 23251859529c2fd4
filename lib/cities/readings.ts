// How typed text may name a place (docs/decisions/020-city-search-ranking.md): one rule for the
// city search, the destination resolver, the places admins add and the Places form's suggestions.
// No database, no server-only code and no name tables, so the admin form reads text as the server
// does (./destination-readings.ts normalises the names first).
import { MIN_QUERY_LENGTH, QUALIFIER_MAX_WORDS } from "./values";

/**
 * A name without commas (normalised, or as typed with single spaces) read as "name qualifier"
 * at each of its last spaces, the shortest qualifier first: "san jose costa rica" is "san jose costa" + "rica", then
 * "san jose" +
 * "costa rica", then "san" + "jose costa rica". The name keeps at least MIN_QUERY_LENGTH
 * characters and the qualifier two, so a stray letter narrows nothing.
 */
export function spacedReadings(name: string): { name: string; narrowing: string }[] {
  const words = name.split(" ");
  const readings: { name: string; narrowing: string }[] = [];
  for (let tail = 1; tail <= Math.min(QUALIFIER_MAX_WORDS, words.length - 1); tail++) {
    const head = words.slice(0, -tail).join(" ");
    const narrowing = words.slice(-tail).join(" ");
    if ([...head].length >= MIN_QUERY_LENGTH && [...narrowing].length >= 2) readings.push({ name: head, narrowing });
  }
  return readings;
}
