import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { events } from "@/db/schema";
import { queuePushes } from "./push-queue";
import { EVENTS_CHANNEL, type NewEvent } from "./values";

/**
 * Writers of the live stream's events (docs/api.md §17). Each is called inside the transaction of
 * the change it announces: the rows commit or roll back with it, and the NOTIFY sent here is
 * delivered by PostgreSQL (and PGlite) only after that commit. Notifications for members with no
 * open stream also queue a browser push here, in the same transaction.
 */
// A NOTIFY payload holds under 8000 bytes: "id:user" pairs, a few hundred at a time.
const PAIRS_PER_NOTIFY = 400;

export async function publishEvents(tx: DbOrTx, rows: NewEvent[]): Promise<void> {
  if (rows.length === 0) return;
  const inserted = await tx
    .insert(events)
    .values(rows.map(({ userId, type, payload }) => ({ userId, type, payload })))
    .returning({ id: events.id, userId: events.userId });
  for (let start = 0; start < inserted.length; start += PAIRS_PER_NOTIFY) {
    const payload = inserted
      .slice(start, start + PAIRS_PER_NOTIFY)
      .map((row) => `${row.id}:${row.userId}`)
      .join(",");
    await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
  }
  // Members with no open stream get notifications by browser push instead (docs/api.md §18).
  await queuePushes(tx, rows);
}

/** The members' unread counts changed: the counts themselves are read when the event is delivered. */
export const unreadChanged = (userIds: number[]): NewEvent[] =>
  [...new Set(userIds)].map((userId) => ({ userId, type: "unread", payload: null }));

export async function publishUnread(tx: DbOrTx, userIds: number[]): Promise<void> {
  await publishEvents(tx, unreadChanged(userIds));
}
