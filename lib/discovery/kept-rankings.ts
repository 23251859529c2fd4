import "server-only";
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
  /** The member's active plans as the ranking read them (ids, places, dates). */
  mineStamp: string;
  /** Every place the ranking reached (the member's cities and, with a radius, all cities in it). */
  placeIds: number[];
  /** The member's destinations that name no known place, lower-cased. */
  typedDestinations: string[];
  /** The member's pairings then, and the newest one's id: one gone is a person to rank again. */
  pairings: number;
  lastPairingId: number;
  blocks: number;
  expiresAt: number;
};

/** The backstop for what the stamps do not see (a place an admin adds within the radius): five minutes. */
const KEPT_RANKING_MS = 5 * 60_000;

const kept = new Map<string, KeptRanking>();
let counts = { reads: 0, rankings: 0 };

/** The kept ranking for this key, if any and not expired; the most recently used are kept longest. */
export function keptRanking(key: string): KeptRanking | undefined {
  const ranking = kept.get(key);
  if (!ranking) return undefined;
  kept.delete(key);
  if (ranking.expiresAt <= Date.now()) return undefined;
  kept.set(key, ranking);
  return ranking;
}

/** Keeps a ranking, dropping the least recently used beyond the configured number. */
export function keepRanking(key: string, ranking: Omit<KeptRanking, "expiresAt">): void {
  const limit = env().DISCOVERY_RANKINGS_KEPT;
  kept.delete(key);
  if (limit === 0) return;
  while (kept.size >= limit) kept.delete(kept.keys().next().value!);
  kept.set(key, { ...ranking, expiresAt: Date.now() + KEPT_RANKING_MS });
}

export function forgetRanking(key: string): void {
  kept.delete(key);
}

/** Tests rewrite plans' updated_at behind the stamps' back; production code never calls this. */
export function forgetAllRankings(): void {
  kept.clear();
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
