import "server-only";
import { and, asc, desc, eq, gt, lt, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { queryRows, type DbOrTx } from "@/db/client";
import { messages, notifications, type MessageRow, type NotificationRow } from "@/db/schema";
import { countUnreadFor } from "@/lib/realtime/queries";

/** A page of a thread, oldest first: the latest, the ones before `beforeId`, or only those after `afterId`. */
export async function listThread(db: DbOrTx, conversationId: number, page: ThreadPage): Promise<MessageRow[]> {
  const inThread = eq(messages.conversationId, conversationId);
  return readThreadPage(messages.id, page, (filter, order) =>
    db.select().from(messages).where(and(inThread, filter)).orderBy(order).limit(page.limit),
  );
}

export type ThreadPage = { beforeId?: number; afterId?: number; limit: number };

/**
 * The paging of every thread (a conversation's, a trip chat's; docs/api.md §5.3): `afterId` reads the
 * newer ones upwards; otherwise the latest (or those before `beforeId`) are read downwards and turned
 * around, so a page is always oldest first. `select` runs the query with the filter and order given.
 */
export async function readThreadPage<T>(
  idColumn: AnyPgColumn,
  page: ThreadPage,
  select: (filter: SQL | undefined, order: SQL) => Promise<T[]>,
): Promise<T[]> {
  if (page.afterId) return select(gt(idColumn, page.afterId), asc(idColumn));
  const rows = await select(page.beforeId ? lt(idColumn, page.beforeId) : undefined, desc(idColumn));
  return rows.reverse();
}

/**
 * Stores a message, moves its conversation up the list and tells the recipient, in one statement
 * (data-modifying CTEs are atomic): one unread "message" notification per conversation and
 * recipient, refreshed by each new message; the partial unique index holds it under races. A
 * `clientId` this sender already used in this conversation stores nothing and touches nothing:
 * the answer is then undefined and the caller reads the message that send made.
 */
export async function insertMessageAndNotify(
  db: DbOrTx,
  values: {
    conversationId: number;
    senderId: number;
    senderName: string;
    recipientId: number;
    content: string;
    photoUrl: string | null;
    clientId: string | null;
  },
): Promise<MessageRow | undefined> {
  const text = `${values.senderName} sent you a message`;
  const [row] = await queryRows<Omit<MessageRow, "createdAt"> & { createdAt: string }>(
    db,
    sql`
      with created as (
        insert into messages (match_id, sender_id, content, photo_url, client_id)
        values (${values.conversationId}, ${values.senderId}, ${values.content}, ${values.photoUrl}, ${values.clientId})
        on conflict (match_id, sender_id, client_id) do nothing
        returning *
      ),
      activity as (
        update conversations set last_activity_at = (select created_at from created)
        where id = ${values.conversationId} and exists (select 1 from created)
      ),
      notified as (
        insert into notifications (user_id, type, title, message, related_match_id, related_user_id)
        select ${values.recipientId}, 'message', 'New message', ${text}, ${values.conversationId}, ${values.senderId}
        where exists (select 1 from created)
        on conflict (user_id, related_match_id) where type = 'message' and not is_read
        do update set created_at = now(), message = excluded.message
      )
      select id, match_id as "conversationId", sender_id as "senderId", content, photo_url as "photoUrl",
        is_read as "isRead", client_id as "clientId", created_at as "createdAt"
      from created`,
  );
  return row && { ...row, createdAt: new Date(row.createdAt) };
}

/** The message an earlier send of this sender made with `clientId` in the conversation, if any. */
export async function findMessageByClientId(
  db: DbOrTx,
  conversationId: number,
  senderId: number,
  clientId: string,
): Promise<MessageRow | undefined> {
  const [message] = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.senderId, senderId),
        eq(messages.clientId, clientId),
      ),
    );
  return message;
}

export async function findMessage(db: DbOrTx, id: number): Promise<MessageRow | undefined> {
  const [message] = await db.select().from(messages).where(eq(messages.id, id));
  return message;
}

export async function markMessageRead(db: DbOrTx, id: number): Promise<void> {
  await db.update(messages).set({ isRead: true }).where(eq(messages.id, id));
}

/** Once nothing in the conversation is unread for the member, its message notification is read too. */
export async function settleMessageNotification(db: DbOrTx, userId: number, conversationId: number): Promise<void> {
  if ((await countUnreadFor(db, userId, conversationId)) > 0) return;
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.relatedMatchId, conversationId),
        eq(notifications.type, "message"),
      ),
    );
}

/** The recipient's unread "message" notification of a conversation (the one each message refreshes). */
export async function findUnreadMessageNotification(
  db: DbOrTx,
  userId: number,
  conversationId: number,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.relatedMatchId, conversationId),
        eq(notifications.type, "message"),
        eq(notifications.isRead, false),
      ),
    );
  return row;
}
