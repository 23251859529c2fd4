import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { events, type NotificationRow } from "@/db/schema";
import type { MessageResponse } from "@/lib/messages/contract";
import { presentNotification } from "@/lib/notifications/present";
import { queuePushes } from "@/lib/push/queue";
import type { PairingResponse } from "@/lib/pairings/contract";
import type { TripMessage } from "@/lib/trip-chat/contract";
import { EVENTS_CHANNEL, type EventType } from "./values";

/**
 * Writers of the live stream's events (docs/api.md §17). Each is called inside the transaction of
 * the change it announces: the rows commit or roll back with it, and the NOTIFY sent here is
 * delivered by PostgreSQL (and PGlite) only after that commit. Notifications for members with no
 * open stream also queue a browser push here, in the same transaction.
 */
export type NewEvent = { userId: number; type: EventType; payload: Record<string, unknown> | null };

// A NOTIFY payload holds under 8000 bytes: "id:user" pairs, a few hundred at a time.
const PAIRS_PER_NOTIFY = 400;

export async function publishEvents(tx: DbOrTx, rows: NewEvent[]): Promise<void> {
  if (rows.length === 0) return;
  const inserted = await tx.insert(events).values(rows).returning({ id: events.id, userId: events.userId });
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

/** New (or refreshed) notifications, each to its member, and their unread counts. */
export const notificationEvents = (rows: NotificationRow[]): NewEvent[] => [
  ...rows.map((row): NewEvent => ({
    userId: row.userId,
    type: "notification",
    payload: { notification: presentNotification(row) },
  })),
  ...unreadChanged(rows.map((row) => row.userId)),
];

export async function publishNotifications(tx: DbOrTx, rows: NotificationRow[]): Promise<void> {
  await publishEvents(tx, notificationEvents(rows));
}

/** A message, to both participants (the sender's other tabs too). */
export const messageEvents = (userIds: number[], message: MessageResponse): NewEvent[] =>
  userIds.map((userId) => ({ userId, type: "message", payload: { match_id: message.match_id, message } }));

/** A message was read: to both participants (the sender sees "seen"; the reader's other tabs). */
export const messageReadEvents = (userIds: number[], matchId: number, messageId: number): NewEvent[] =>
  userIds.map((userId) => ({ userId, type: "message_read", payload: { match_id: matchId, message_id: messageId } }));

/** A trip chat message, to every accepted participant of the trip (docs/api.md §6.4). */
export const tripMessageEvents = (userIds: number[], message: TripMessage): NewEvent[] =>
  userIds.map((userId) => ({
    userId,
    type: "trip_message",
    payload: { group_trip_id: message.group_trip_id, message },
  }));

/**
 * A pairing as each member sees it (the presenter is per viewer). `removed` when it is gone
 * (a request cancelled, a connection ended): `pairing` is then its last state.
 */
export const pairingEvent = (userId: number, pairing: PairingResponse, removed = false): NewEvent => ({
  userId,
  type: "pairing",
  payload: removed ? { pairing, removed: true } : { pairing },
});
