import "server-only";
import { and, asc, count, eq, gt, inArray, lt, max, min, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { conversations, events, messages, notifications, type EventRow } from "@/db/schema";

export async function loadEvents(db: DbOrTx, ids: number[]): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(events).where(inArray(events.id, ids)).orderBy(asc(events.id));
}

/** The members' events after `afterId`, oldest first (a replay, or a catch-up after a reconnect). */
export async function eventsAfter(db: DbOrTx, userIds: number[], afterId: number, limit: number): Promise<EventRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(events)
    .where(and(inArray(events.userId, userIds), gt(events.id, afterId)))
    .orderBy(asc(events.id))
    .limit(limit);
}

/** The oldest and newest event ids still kept (null when none are). */
export async function keptRange(db: DbOrTx): Promise<{ oldest: number | null; newest: number | null }> {
  const [row] = await db.select({ oldest: min(events.id), newest: max(events.id) }).from(events);
  return { oldest: row?.oldest ?? null, newest: row?.newest ?? null };
}

export async function deleteEventsBefore(db: DbOrTx, cutoff: Date): Promise<number> {
  const rows = await db.delete(events).where(lt(events.createdAt, cutoff)).returning({ id: events.id });
  return rows.length;
}

/** What the `unread` event says: the counts GET /messages/unread-count and /notifications/unread-count answer. */
export async function unreadCounts(db: DbOrTx, userId: number): Promise<{ messages: number; notifications: number }> {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return { messages: await countUnreadFor(db, userId), notifications: row?.total ?? 0 };
}

/**
 * Unread messages sent to `userId`, in one conversation or across all of theirs: the count the
 * stream's `unread` event carries, and lib/messages' own.
 */
export async function countUnreadFor(db: DbOrTx, userId: number, conversationId?: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.isRead, false),
        ne(messages.senderId, userId),
        sql`(${conversations.user1Id} = ${userId} or ${conversations.user2Id} = ${userId})`,
        conversationId ? eq(messages.conversationId, conversationId) : undefined,
      ),
    );
  return row?.total ?? 0;
}
