import "server-only";
import { getDatabaseHandle, type DatabaseHandle } from "@/db/client";
import { CITIES_CHANGED_CHANNEL } from "@/lib/cities/queries";
import { env } from "@/lib/env";
import { noteTiming } from "@/lib/http/server-timing";

/**
 * Discover's kept rankings (docs/decisions/025-discover-keeps-its-ranking.md): per server process,
 * the ranked people of one member's query (the potential list or near misses), with the stamps of
 * what the ranking was made from. A reload, the next page or a filter set back reads its page from it;
 * every such read first checks the stamps against the database (lib/discovery/queries.ts), so a
 * ranking something has changed under is ranked again, in whichever process the change was made.
 */
export type KeptRanking = {
  /** The ranked entries as PostgreSQL's JSON text, handed back to it as it came. */
  entries: string;
  /** The ranking holds everyone in reach (the last floor, not cut): a short page from it is the answer. */
  complete: boolean;
  /** PostgreSQL's clock when the ranking was made (its text form, for it to read back). */
  madeAt: string;
  /**
   * The ranking statement's snapshot (`pg_current_snapshot()` as text): a plan written by a
   * transaction it did not see committed may be news; one it saw, the ranking read.
   */
  snapshot: string;
  /** The member's active plans as the ranking read them (ids, places, dates). */
  mineStamp: string;
  /**
   * Every place the ranking reached (the member's cities and anchors, the places their regions hold
   * and the regions holding them, and, with a radius, all cities in it): their plans, and the plans
   * anchored near them.
   */
  placeIds: number[];
  /** The member's destinations that name no known place, lower-cased. */
  typedDestinations: string[];
  /** The newest of the member's pairings then: those made since are left out of the page as it is read. */
  lastPairingId: number;
  /**
   * When the member last lost a pairing, as the ranking read it (null: never): one deleted since is a person to rank
   * again.
   */
  pairingsRemovedAt: string | null;
  blocks: number;
  expiresAt: number;
};

/** The backstop for what the stamps do not see (a write transaction open past their margin): five minutes. */
const KEPT_RANKING_MS = 5 * 60_000;

const kept = new Map<string, KeptRanking>();
let counts = { reads: 0, rankings: 0 };
/** Moves on each forgetAllRankings: a ranking made before it, kept after it, would be stale. */
let generation = 0;

/** The kept ranking for this key, if any and not expired; the most recently used are kept longest. */
export function keptRanking(key: string): KeptRanking | undefined {
  const ranking = kept.get(key);
  if (!ranking) return undefined;
  kept.delete(key);
  if (ranking.expiresAt <= Date.now()) return undefined;
  kept.set(key, ranking);
  return ranking;
}

/** Which forgetting a ranking about to be made comes after (pass it to keepRanking). */
export function rankingGeneration(): number {
  return generation;
}

/**
 * Keeps a ranking, dropping the least recently used beyond the configured number; not one whose
 * making began before the rankings were last forgotten (`madeIn`, from rankingGeneration).
 */
export function keepRanking(key: string, ranking: Omit<KeptRanking, "expiresAt">, madeIn: number): void {
  const limit = env().DISCOVERY_RANKINGS_KEPT;
  kept.delete(key);
  if (limit === 0 || madeIn !== generation) return;
  while (kept.size >= limit) kept.delete(kept.keys().next().value!);
  kept.set(key, { ...ranking, expiresAt: Date.now() + KEPT_RANKING_MS });
}

export function forgetRanking(key: string): void {
  kept.delete(key);
}

/** Forgets every kept ranking: the places changed (below), or a test rewrote plans' updated_at. */
export function forgetAllRankings(): void {
  generation += 1;
  kept.clear();
}

/**
 * Every process forgets its kept rankings when a place is added, moved or deleted in any of them
 * (the NOTIFY of docs/decisions/024-places-admins-add.md): the stamps watch the plans of the places
 * a ranking reached, and a new place within its radius, or one moved into it, is not among them.
 * Places change rarely, so ranking everyone's Discover afresh once costs little. The same when the
 * listening connection comes back, having perhaps missed a change. Returns what stops it.
 */
export async function listenForPlaceChanges(handle?: DatabaseHandle): Promise<() => Promise<void>> {
  const target = handle ?? (await getDatabaseHandle());
  return target.listen(CITIES_CHANGED_CHANNEL, forgetAllRankings, forgetAllRankings);
}

/** Pages answered from a kept ranking, and rankings made, since the process started (tests read them). */
export function rankingCounts(): { reads: number; rankings: number } {
  return { ...counts };
}

/** Counts a page read from a kept ranking, or a ranking kept, and says which in the request's Server-Timing. */
export function countRanking(kind: "reads" | "rankings"): void {
  counts = { ...counts, [kind]: counts[kind] + 1 };
  noteTiming("discovery", kind === "reads" ? "kept" : "ranked");
}
