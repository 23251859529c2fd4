import "server-only";
import type { DbOrTx } from "@/db/client";
import type { CalendarEventRow } from "@/db/schema";
import { lockMember } from "@/lib/accounts/queries";
import { earliestAllowedDeparture } from "@/lib/dates/days";
import { notAuthenticated } from "@/lib/errors/app-error";
import { analyseEvents, keptIdOf, memberContext, type IncomingEvent } from "./events";
import type { CityResolver } from "./detection";
import {
  deletePastEvents,
  deletePastEventsOf,
  keepWithinCap,
  keptEventsWithIds,
  upsertEvents,
  type EventSource,
  type KeptEventValues,
} from "./queries";
import { KEPT_EVENTS_PER_SOURCE } from "./values";

/**
 * How an upload or a sync keeps what it read (docs/security.md, "Counts"): its work and memory
 * depend on what it brings, never on how many events the member already has.
 */

/** Detection over incoming events, reading only the member's kept rows of those events. */
export async function analyseIncoming(
  db: DbOrTx,
  resolve: CityResolver,
  userId: number,
  source: EventSource,
  incoming: IncomingEvent[],
  today: string,
) {
  const known = await keptEventsWithIds(db, userId, source, incoming.map(keptIdOf));
  return analyseEvents(resolve, userId, source, incoming, today, known, await memberContext(db, userId, resolve));
}

/**
 * A Google calendar may give 5,000 events a year: only KEPT_EVENTS_PER_SOURCE of them are kept,
 * travel first, then the soonest. Trimmed before writing, so a daily sync does not write and
 * delete the same far events every time.
 */
export function thatFit(rows: KeptEventValues[]): KeptEventValues[] {
  if (rows.length <= KEPT_EVENTS_PER_SOURCE) return rows;
  const day = (row: KeptEventValues) => row.startDate ?? "";
  return [...rows]
    .sort((a, b) => Number(Boolean(b.isTravelEvent)) - Number(Boolean(a.isTravelEvent)) || day(a).localeCompare(day(b)))
    .slice(0, KEPT_EVENTS_PER_SOURCE);
}

/**
 * Takes the member's row lock for a write of their kept events, inside the caller's transaction:
 * two uploads (or an upload and a sync) of one member then run one after the other, so neither
 * sees room the other is filling.
 */
export async function lockKeptEvents(tx: DbOrTx, userId: number): Promise<void> {
  if (!(await lockMember(tx, userId))) throw notAuthenticated();
}

/**
 * Writes the rows read, then bounds what the member keeps: events over (ended before yesterday, so
 * no time zone's today is cut) go, of every source, and the source is held to its cap
 * (keepWithinCap's order). Call after lockKeptEvents. Answers the written rows kept, and those
 * the cap did not leave room for.
 */
export async function writeKeptEvents(tx: DbOrTx, userId: number, source: EventSource, rows: KeptEventValues[]) {
  const written = await upsertEvents(tx, rows);
  await deletePastEventsOf(tx, userId, earliestAllowedDeparture());
  const removed = await keepWithinCap(
    tx,
    userId,
    source,
    written.map((row) => row.id),
    KEPT_EVENTS_PER_SOURCE,
  );
  const kept: CalendarEventRow[] = [];
  const dropped: CalendarEventRow[] = [];
  for (const row of written) (removed.has(row.id) ? dropped : kept).push(row);
  return { kept, dropped };
}

/**
 * The periodic sweep's share (lib/sweep): every member's events over, `batch` rows a statement and
 * at most `max` a run, so a first sweep over years of events does not hold the database for long.
 */
export async function sweepPastEvents(db: DbOrTx, options: { batch?: number; max?: number } = {}): Promise<number> {
  const batch = options.batch ?? 1_000;
  const max = options.max ?? 50_000;
  const before = earliestAllowedDeparture();
  let removed = 0;
  while (removed < max) {
    const count = await deletePastEvents(db, before, Math.min(batch, max - removed));
    removed += count;
    if (count < batch) break;
  }
  return removed;
}
