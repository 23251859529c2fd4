import "server-only";
import { getDatabaseHandle, type DatabaseHandle } from "@/db/client";
import { todayUtc } from "@/lib/dates/days";
import { redactError } from "@/lib/errors/redact";
import { CITIES_CHANGED_CHANNEL } from "./queries";
import { forgetCitySearches, refreshCityPopularity } from "./service";

/**
 * Overlap's own popularity for the city search (docs/decisions/020-city-search-ranking.md): each
 * city's active plans that have not ended, recounted every ten minutes by every process (the
 * recount is idempotent and writes only the counts that changed).
 */
const POPULARITY_REFRESH_MS = 10 * 60_000;

const state = globalThis as typeof globalThis & { overlapCityPopularityTimer?: ReturnType<typeof setInterval> };

export async function refreshPopularityNow(): Promise<void> {
  const handle = await getDatabaseHandle();
  await refreshCityPopularity(handle.db, todayUtc());
}

export function startCityPopularityRefresh(): void {
  if (state.overlapCityPopularityTimer) return;
  state.overlapCityPopularityTimer = setInterval(() => {
    void refreshPopularityNow().catch((error) => console.error("Counting plans per city failed", redactError(error)));
  }, POPULARITY_REFRESH_MS);
  state.overlapCityPopularityTimer.unref?.();
}

/**
 * Every process forgets its search answers when a place is added, edited or deleted in another
 * (docs/decisions/024-places-admins-add.md): the NOTIFY comes with the change's commit. Once per
 * process and database; returns what stops it.
 */
export async function listenForCityChanges(handle?: DatabaseHandle): Promise<() => Promise<void>> {
  const target = handle ?? (await getDatabaseHandle());
  return target.listen(CITIES_CHANGED_CHANNEL, () => forgetCitySearches(target.db));
}
