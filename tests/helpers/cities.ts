import { getDb } from "@/db/client";
import { ensureCitiesLoaded } from "@/lib/cities/service";

/** Places the city tests name that the trimmed set would leave out (namesakes, villages). */
const NAMED_IN_TESTS = new Set([
  "San Jose", "San José", "Hallstatt", "El Chaltén", "Lisbon", "Porto", "Hollywood", "Gilsum", "Keene", "Monte-Carlo", "Cascais",
  // Regions, islands and their namesakes (tests/api/places.test.ts).
  "Pai", "Bāli", "Bali", "Ubud", "Kuta", "Ko Pha Ngan", "Crete", "Madeira", "Tabira", "Sardínia", "Sardinia", "Hawaiian Gardens",
  "Paris", "Phuket", "Goa", "Dapa", "General Luna", "Kahului", "Lahaina",
]);

/**
 * The real GeoNames data set, trimmed to places of 50,000 people or more (~9k cities) plus the
 * smaller places tests name, so a test file loads it in a few seconds. The full set loads at
 * server start and in the benchmark.
 */
export async function loadTestCities() {
  await ensureCitiesLoaded(await getDb(), { minPopulation: 50_000, include: (city) => NAMED_IN_TESTS.has(city.name) });
}
