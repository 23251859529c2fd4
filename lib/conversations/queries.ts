import "server-only";
import { eq, sql } from "drizzle-orm";
import { queryRows, type DbOrTx } from "@/db/client";
import { conversations, type ConversationRow, type PairingRow } from "@/db/schema";

export async function findConversationOfPairing(db: DbOrTx, pairingId: number): Promise<ConversationRow | undefined> {
  const [conversation] = await db.select().from(conversations).where(eq(conversations.pairingId, pairingId));
  return conversation;
}

/**
 * The pairing's conversation, created if it has none. The unique index on pairing_id makes two
 * simultaneous openings end with one conversation. `created` tells whether this call made it.
 */
export async function openConversation(
  db: DbOrTx,
  pairing: PairingRow,
): Promise<{ conversation: ConversationRow; created: boolean }> {
  const [inserted] = await db
    .insert(conversations)
    .values({ pairingId: pairing.id, user1Id: pairing.user1Id, user2Id: pairing.user2Id })
    .onConflictDoNothing({ target: conversations.pairingId })
    .returning();
  if (inserted) return { conversation: inserted, created: true };
  return { conversation: (await findConversationOfPairing(db, pairing.id))!, created: false };
}

export type ConversationListRow = {
  id: number;
  pairing_id: number;
  user1_id: number;
  user2_id: number;
  user1_name: string;
  user2_name: string;
  relationship_type: string;
  created_at: Date | string;
  last_activity_at: Date | string;
  other_id: number;
  other_name: string;
  other_handle: string | null;
  other_photos: string[];
  unread_count: number;
  last_message: LastMessageJson | null;
};

type LastMessageJson = {
  id: number;
  match_id: number;
  sender_id: number;
  content: string;
  photo_url: string | null;
  is_read: boolean;
  client_id: string | null;
  created_at: string;
};

/**
 * The member's conversations with active people, most recent activity first, each with its last message and unread
 * count.
 */
export function listConversationsOfUser(db: DbOrTx, userId: number) {
  return queryRows<ConversationListRow>(
    db,
    sql`
      select c.id, c.pairing_id, c.user1_id, c.user2_id, u1.name as user1_name, u2.name as user2_name,
        p.relationship_type, c.created_at, c.last_activity_at,
        o.id as other_id, o.name as other_name, o.handle as other_handle, o.photos as other_photos,
        (select count(*)::int from messages m where m.match_id = c.id and m.sender_id <> ${userId} and not m.is_read) as unread_count,
        (select json_build_object('id', m.id, 'match_id', m.match_id, 'sender_id', m.sender_id, 'content', m.content,
            'photo_url', m.photo_url, 'is_read', m.is_read, 'client_id', m.client_id, 'created_at', m.created_at)
          from messages m where m.match_id = c.id order by m.id desc limit 1) as last_message
      from conversations c
      join pairings p on p.id = c.pairing_id
      join users u1 on u1.id = c.user1_id
      join users u2 on u2.id = c.user2_id
      join users o on o.id = case when c.user1_id = ${userId} then c.user2_id else c.user1_id end
      where (c.user1_id = ${userId} or c.user2_id = ${userId}) and o.is_active
      order by c.last_activity_at desc, c.id desc`,
  );
}

export async function findConversation(db: DbOrTx, id: number): Promise<ConversationRow | undefined> {
  const [conversation] = await db.select().from(conversations).where(eq(conversations.id, id));
  return conversation;
}

/** A conversation the member takes part in, with whether the other person is still active. */
export async function findConversationOfMember(db: DbOrTx, id: number, userId: number) {
  const [row] = await queryRows<{ id: number; other_id: number; other_active: boolean }>(
    db,
    sql`
      select c.id, o.id as other_id, o.is_active as other_active
      from conversations c
      join users o on o.id = case when c.user1_id = ${userId} then c.user2_id else c.user1_id end
      where c.id = ${id} and (c.user1_id = ${userId} or c.user2_id = ${userId})`,
  );
  return row;
}
