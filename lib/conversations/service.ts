import "server-only";
import { getDb, type DbOrTx } from "@/db/client";
import type { ConversationRow } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { notFound } from "@/lib/errors/app-error";
import { presentConversation } from "./present";
import { findConversation, listConversationsOfUser } from "./queries";

export const CONVERSATION_NOT_FOUND = "Conversation not found";

/** GET /matches: the caller's conversations ("matches" in the API), most recent activity first. */
export async function listConversations(actor: Actor) {
  const rows = await listConversationsOfUser(await getDb(), actor.id);
  return rows.map(presentConversation);
}

/**
 * The conversation if the actor takes part in it (admins may read any); 404 otherwise, so a
 * conversation's existence is never revealed to outsiders.
 */
export async function conversationForReading(
  db: DbOrTx,
  actor: Actor,
  conversationId: number,
): Promise<ConversationRow> {
  const conversation = await findConversation(db, conversationId);
  if (!conversation || !(isParticipant(conversation, actor.id) || actor.isAdmin))
    throw notFound(CONVERSATION_NOT_FOUND);
  return conversation;
}

/** Writing (sending, marking read) is for the two participants only, admins included. */
export async function conversationForWriting(
  db: DbOrTx,
  actor: Actor,
  conversationId: number,
): Promise<ConversationRow> {
  const conversation = await findConversation(db, conversationId);
  if (!conversation || !isParticipant(conversation, actor.id)) throw notFound(CONVERSATION_NOT_FOUND);
  return conversation;
}

const isParticipant = (conversation: ConversationRow, userId: number) =>
  conversation.user1Id === userId || conversation.user2Id === userId;
