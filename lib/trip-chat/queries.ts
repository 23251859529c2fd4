import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { queryRows, type DbOrTx } from "@/db/client";
import {
  notifications,
  tripMessages,
  tripParticipants,
  users,
  type NotificationRow,
  type TripMessageRow,
} from "@/db/schema";
import { readThreadPage, type ThreadPage } from "@/lib/messages/queries";

export type TripMessageWithSender = { message: TripMessageRow; senderName: string };

/** A page of a trip's chat, oldest first, with each sender's name (the paging of docs/api.md §5.3). */
export async function listTripThread(db: DbOrTx, tripId: number, page: ThreadPage): Promise<TripMessageWithSender[]> {
  const inChat = eq(tripMessages.tripId, tripId);
  return readThreadPage(tripMessages.id, page, (filter, order) =>
    db
      .select({ message: tripMessages, senderName: users.name })
      .from(tripMessages)
      .innerJoin(users, eq(users.id, tripMessages.senderId))
      .where(and(inChat, filter))
      .orderBy(order)
      .limit(page.limit),
  );
}

/** Stores a trip message; undefined when the sender already used its `clientId` in this chat (nothing is stored). */
export async function insertTripMessage(
  db: DbOrTx,
  values: typeof tripMessages.$inferInsert,
): Promise<TripMessageRow | undefined> {
  const [row] = await db
    .insert(tripMessages)
    .values(values)
    .onConflictDoNothing({ target: [tripMessages.tripId, tripMessages.senderId, tripMessages.clientId] })
    .returning();
  return row;
}

/** The message an earlier send of this sender made with `clientId` in the trip's chat, if any. */
export async function findTripMessageByClientId(
  db: DbOrTx,
  tripId: number,
  senderId: number,
  clientId: string,
): Promise<TripMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(tripMessages)
    .where(
      and(eq(tripMessages.tripId, tripId), eq(tripMessages.senderId, senderId), eq(tripMessages.clientId, clientId)),
    );
  return row;
}

export async function findTripMessage(db: DbOrTx, tripId: number, id: number): Promise<TripMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(tripMessages)
    .where(and(eq(tripMessages.tripId, tripId), eq(tripMessages.id, id)));
  return row;
}

export async function latestTripMessageId(db: DbOrTx, tripId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: sql<number | null>`max(${tripMessages.id})` })
    .from(tripMessages)
    .where(eq(tripMessages.tripId, tripId));
  return row?.id ?? null;
}

/** The accepted participants' ids (the host included), in id order: who has the chat. */
export async function acceptedIds(db: DbOrTx, tripId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: tripParticipants.userId })
    .from(tripParticipants)
    .where(and(eq(tripParticipants.tripId, tripId), eq(tripParticipants.status, "accepted")))
    .orderBy(asc(tripParticipants.userId));
  return rows.map((row) => row.userId);
}

/**
 * Tells the other participants, one unread "trip_message" notification per trip and member: a new
 * message refreshes the unread one (its time, its words, who wrote last); the partial unique index
 * holds it under races. Answers the rows written or refreshed.
 */
export async function notifyTripMessage(
  db: DbOrTx,
  values: { tripId: number; tripTitle: string; senderId: number; senderName: string; recipientIds: number[] },
): Promise<NotificationRow[]> {
  if (values.recipientIds.length === 0) return [];
  const text = `${values.senderName} wrote in "${values.tripTitle}"`;
  // Always in id order: two messages racing upsert their recipients' rows in the same order, so
  // neither holds one row while waiting for another the other holds.
  const recipients = [...values.recipientIds].sort((a, b) => a - b);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
      insert into notifications (user_id, type, title, message, related_trip_id, related_user_id)
      select recipient, 'trip_message', 'New trip message', ${text}, ${values.tripId}, ${values.senderId}
      from unnest(${`{${recipients.join(",")}}`}::int[]) with ordinality as r(recipient, n)
      order by n
      on conflict (user_id, related_trip_id) where type = 'trip_message' and not is_read
      do update set created_at = now(), message = excluded.message, related_user_id = excluded.related_user_id
      returning id`,
  );
  if (rows.length === 0) return [];
  return db
    .select()
    .from(notifications)
    .where(
      inArray(
        notifications.id,
        rows.map((row) => row.id),
      ),
    );
}

/** Moves the member's read mark forward (never back) to `messageId`. */
export async function moveReadMark(db: DbOrTx, tripId: number, userId: number, messageId: number): Promise<void> {
  await db
    .update(tripParticipants)
    .set({ chatReadId: sql`greatest(coalesce(${tripParticipants.chatReadId}, 0), ${messageId})` })
    .where(and(eq(tripParticipants.tripId, tripId), eq(tripParticipants.userId, userId)));
}

/** Marks the member's unread trip_message notification of the trip read; answers whether there was one. */
export async function settleTripMessageNotification(db: DbOrTx, tripId: number, userId: number): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.relatedTripId, tripId),
        eq(notifications.type, "trip_message"),
        eq(notifications.isRead, false),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export type TripChatListRow = {
  group_trip_id: number;
  title: string;
  destination: string;
  unread_count: number;
  last_activity_at: Date | string;
  last_message: {
    id: number;
    group_trip_id: number;
    sender_id: number;
    sender_name: string;
    content: string;
    photo_url: string | null;
    client_id: string | null;
    created_at: string;
  } | null;
};

/**
 * The chats of the trips the member is an accepted participant of, most recent activity first,
 * each with its latest message (and sender's name) and the others' messages after the member's
 * read mark. One statement, whatever the number of trips.
 */
export function listTripChatsOfUser(db: DbOrTx, userId: number) {
  return queryRows<TripChatListRow>(
    db,
    sql`
      select t.id as group_trip_id, t.title, t.destination,
        (select count(*)::int from trip_messages m
          where m.trip_id = t.id and m.sender_id <> ${userId} and m.id > coalesce(p.chat_read_id, 0)) as unread_count,
        last.message as last_message,
        coalesce((last.message ->> 'created_at')::timestamptz, p.responded_at, t.created_at) as last_activity_at
      from trip_participants p
      join group_trips t on t.id = p.trip_id
      left join lateral (
        select json_build_object('id', m.id, 'group_trip_id', m.trip_id, 'sender_id', m.sender_id, 'sender_name', u.name,
            'content', m.content, 'photo_url', m.photo_url, 'client_id', m.client_id, 'created_at', m.created_at) as message
        from trip_messages m join users u on u.id = m.sender_id
        where m.trip_id = t.id order by m.id desc limit 1
      ) last on true
      where p.user_id = ${userId} and p.status = 'accepted'
      order by last_activity_at desc, t.id desc`,
  );
}
