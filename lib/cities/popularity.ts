import "server-only";
import { getDatabaseHandle } from "@/db/client";
import { todayUtc } from "@/lib/dates/days";
import { redactError } from "@/lib/server/redact";
import { refreshCityPopularity } from "./service";

/**
 * Overlap's own popularity for the city search (docs/decisions/020-city-search-ranking.md): each
 * city's active plans that have not ended, recounted every ten minutes by every process (the
 * recount is idempotent and writes only the counts that changed).
 */
export const POPULARITY_REFRESH_MS = 10 * 60_000;

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
