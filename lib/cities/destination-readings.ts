import { normalizeCityName } from "./normalize";
import { spacedReadings } from "./readings";

/**
 * How a typed destination may name a place, in the order tried: a name, then its region, country
 * or country code after commas ("San Jose, California"); without a comma, also a name followed by
 * them after a space ("Lisbon Portugal", spacedReadings). Names are normalised.
 */
export function destinationReadings(typed: string): { name: string; narrowing: string[] }[] {
  const [name, ...narrowing] = typed.split(",").map(normalizeCityName).filter(Boolean);
  if (!name) return [];
  const spaced =
    narrowing.length === 0
      ? spacedReadings(name).map((reading) => ({ name: reading.name, narrowing: [reading.narrowing] }))
      : [];
  return [{ name, narrowing }, ...spaced];
}
