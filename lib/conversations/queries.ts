import { eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { conversations, type ConversationRow, type PairingRow } from "@/db/schema";

export async function findConversationOfPairing(db: DbOrTx, pairingId: number): Promise<ConversationRow | undefined> {
  const [conversation] = await db.select().from(conversations).where(eq(conversations.pairingId, pairingId));
  return conversation;
}

/**
 * The pairing's conversation, created if it has none. The unique index on pairing_id makes two
 * simultaneous openings end with one conversation. `created` tells whether this call made it.
 */
export async function openConversation(db: DbOrTx, pairing: PairingRow): Promise<{ conversation: ConversationRow; created: boolean }> {
  const [inserted] = await db
    .insert(conversations)
    .values({ pairingId: pairing.id, user1Id: pairing.user1Id, user2Id: pairing.user2Id })
    .onConflictDoNothing({ target: conversations.pairingId })
    .returning();
  if (inserted) return { conversation: inserted, created: true };
  return { conversation: (await findConversationOfPairing(db, pairing.id))!, created: false };
}
