import { getDb } from "@/db/client";
import { ensureCitiesLoaded } from "@/lib/cities/service";

/**
 * The real GeoNames data set, trimmed to places of 50,000 people or more (~9k cities) so a test
 * file loads it in about a second. The full set loads at server start and in the benchmark.
 */
export async function loadTestCities() {
  await ensureCitiesLoaded(await getDb(), { minPopulation: 50_000 });
}
