import { and, asc, count, desc, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { conversations, messages, notifications, type MessageRow } from "@/db/schema";

/** A page of a thread, oldest first: the latest, the ones before `beforeId`, or only those after `afterId`. */
export async function listThread(
  db: DbOrTx,
  conversationId: number,
  page: { beforeId?: number; afterId?: number; limit: number },
): Promise<MessageRow[]> {
  const inThread = eq(messages.conversationId, conversationId);
  if (page.afterId) {
    return db.select().from(messages).where(and(inThread, gt(messages.id, page.afterId))).orderBy(asc(messages.id)).limit(page.limit);
  }
  const rows = await db
    .select()
    .from(messages)
    .where(and(inThread, page.beforeId ? lt(messages.id, page.beforeId) : undefined))
    .orderBy(desc(messages.id))
    .limit(page.limit);
  return rows.reverse();
}

export async function insertMessage(db: DbOrTx, values: typeof messages.$inferInsert): Promise<MessageRow> {
  const [message] = await db.insert(messages).values(values).returning();
  await db.update(conversations).set({ lastActivityAt: message!.createdAt }).where(eq(conversations.id, values.conversationId));
  return message!;
}

/**
 * One unread "message" notification per conversation and recipient: a new message refreshes the
 * unread one instead of adding another (the partial unique index holds it under races).
 */
export async function notifyNewMessage(db: DbOrTx, values: { userId: number; conversationId: number; senderName: string; senderId: number }) {
  await db
    .insert(notifications)
    .values({
      userId: values.userId,
      type: "message",
      title: "New message",
      message: `${values.senderName} sent you a message`,
      relatedMatchId: values.conversationId,
      relatedUserId: values.senderId,
    })
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.relatedMatchId],
      targetWhere: sql`${notifications.type} = 'message' and not ${notifications.isRead}`,
      set: { createdAt: new Date(), message: `${values.senderName} sent you a message` },
    });
}

export async function findMessage(db: DbOrTx, id: number): Promise<MessageRow | undefined> {
  const [message] = await db.select().from(messages).where(eq(messages.id, id));
  return message;
}

export async function markMessageRead(db: DbOrTx, id: number): Promise<void> {
  await db.update(messages).set({ isRead: true }).where(eq(messages.id, id));
}

/** Unread messages sent to `userId`, in one conversation or across all of theirs. */
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

/** Once nothing in the conversation is unread for the member, its message notification is read too. */
export async function settleMessageNotification(db: DbOrTx, userId: number, conversationId: number): Promise<void> {
  if ((await countUnreadFor(db, userId, conversationId)) > 0) return;
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.relatedMatchId, conversationId), eq(notifications.type, "message")));
}
