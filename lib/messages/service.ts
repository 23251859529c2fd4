import "server-only";
import { getDb, type DbOrTx } from "@/db/client";
import type { Actor } from "@/lib/auth/actor";
import { findConversation, findConversationOfMember } from "@/lib/conversations/queries";
import { conversationForReading, conversationForWriting, CONVERSATION_NOT_FOUND } from "@/lib/conversations/service";
import { AppError, fieldError, notFound } from "@/lib/errors/app-error";
import { consume, LIMITS } from "@/lib/rate-limit/service";
import { lockPair } from "@/lib/safety/queries";
import { findUploadOfOwner, markPhotoSent } from "@/lib/uploads/queries";
import { notificationEvents } from "@/lib/notifications/events";
import { publishEvents, unreadChanged } from "@/lib/realtime/publish";
import { countUnreadFor } from "@/lib/realtime/queries";
import type { NewEvent } from "@/lib/realtime/values";
import {
  findMessage,
  findMessageByClientId,
  findUnreadMessageNotification,
  insertMessageAndNotify,
  listThread,
  markMessageRead,
  settleMessageNotification,
} from "./queries";
import type { Message } from "@/lib/conversations/contract";
import { EMPTY_MESSAGE, THREAD_PAGE, type MessageResponse, type SendMessageBody } from "./contract";
import { PHOTO_NOT_UPLOADED } from "./values";
import { presentMessage } from "./present";

/** A message, to both participants (the sender's other tabs too). */
const messageEvents = (userIds: number[], message: MessageResponse): NewEvent[] =>
  userIds.map((userId) => ({ userId, type: "message", payload: { match_id: message.match_id, message } }));

/** A message was read: to both participants (the sender sees "seen"; the reader's other tabs). */
const messageReadEvents = (userIds: number[], matchId: number, messageId: number): NewEvent[] =>
  userIds.map((userId) => ({ userId, type: "message_read", payload: { match_id: matchId, message_id: messageId } }));

/** GET /messages/{matchId}: participants (and admins) only; reading does not mark anything read. */
export async function listMessages(
  actor: Actor,
  conversationId: number,
  page: { beforeId?: number; afterId?: number; limit?: number } = {},
) {
  const db = await getDb();
  await conversationForReading(db, actor, conversationId);
  const rows = await listThread(db, conversationId, { ...page, limit: page.limit ?? THREAD_PAGE });
  return rows.map(presentMessage);
}

/** A message needs text or a photo (422 on `content` otherwise); answers the photo URL or null. */
export function requireContentOrPhoto(input: { content: string; photo_url?: string | null }): string | null {
  const photoUrl = input.photo_url || null;
  if (!input.content && !photoUrl) throw fieldError("content", EMPTY_MESSAGE);
  return photoUrl;
}

/**
 * The rest of sending's rules, once the sender may write there: a photo only from the sender's own
 * POST /messages/upload-photo, and the per-member rate (conversations and trip chats share it).
 */
export async function checkPhotoAndRate(db: DbOrTx, actor: Actor, photoUrl: string | null): Promise<void> {
  if (photoUrl && !(await findUploadOfOwner(db, photoUrl, actor.id, "message")))
    throw fieldError("photo_url", PHOTO_NOT_UPLOADED);
  await consume(db, LIMITS.messagesPerMember, String(actor.id));
}

/**
 * Inside the sending transaction: marks the photo sent, so the sweep of unsent photos leaves it
 * (docs/security.md, "Stored files"). The mark locks the upload row, so a photo swept between the
 * check above and here is a 422 like any photo that is not the sender's, never a message showing
 * a removed file.
 */
export async function attachPhoto(tx: DbOrTx, actor: Actor, photoUrl: string | null): Promise<void> {
  if (photoUrl && !(await markPhotoSent(tx, photoUrl, actor.id))) throw fieldError("photo_url", PHOTO_NOT_UPLOADED);
}

/**
 * POST /messages (docs/api.md §5): text trimmed, a photo only from our own upload route, rate-limited
 * per member. A `client_id` the sender already used in the conversation answers the message that
 * send made (`created: false`) and changes nothing; two such sends racing are held by the unique
 * index, the loser reading the winner's message.
 */
export async function sendMessage(
  actor: Actor,
  input: SendMessageBody,
): Promise<{ message: Message; created: boolean }> {
  const db = await getDb();
  const photoUrl = requireContentOrPhoto(input);
  const conversation = await findConversationOfMember(db, input.match_id, actor.id);
  if (!conversation?.other_active) throw notFound(CONVERSATION_NOT_FOUND);
  const clientId = input.client_id ?? null;
  const earlier = clientId && (await findMessageByClientId(db, conversation.id, actor.id, clientId));
  if (earlier) return { message: presentMessage(earlier), created: false };
  await checkPhotoAndRate(db, actor, photoUrl);
  return db.transaction(async (tx) => {
    // A block deletes the conversation under the pair's lock: look again once holding it.
    await lockPair(tx, actor.id, conversation.other_id);
    if (!(await findConversationOfMember(tx, conversation.id, actor.id))?.other_active)
      throw notFound(CONVERSATION_NOT_FOUND);
    await attachPhoto(tx, actor, photoUrl);
    const row = await insertMessageAndNotify(tx, {
      conversationId: conversation.id,
      senderId: actor.id,
      senderName: actor.user.name,
      recipientId: conversation.other_id,
      content: input.content,
      photoUrl,
      clientId,
    });
    if (!row)
      return {
        message: presentMessage((await findMessageByClientId(tx, conversation.id, actor.id, clientId!))!),
        created: false,
      };
    const sent = presentMessage(row);
    // Live (docs/api.md §17): the message to both, the recipient's refreshed notification and counts.
    const notification = await findUnreadMessageNotification(tx, conversation.other_id, conversation.id);
    await publishEvents(tx, [
      ...messageEvents([actor.id, conversation.other_id], sent),
      ...notificationEvents(notification ? [notification] : []),
    ]);
    return { message: sent, created: true };
  });
}

/** PUT /messages/{id}/read: only the recipient marks a message read. */
export async function markRead(actor: Actor, messageId: number): Promise<void> {
  const db = await getDb();
  const message = await findMessage(db, messageId);
  if (!message) throw notFound("Message not found");
  // Only "not yours" reads as a missing message; any other failure is a real error (a logged 500).
  const conversation = await findConversation(db, message.conversationId);
  if (!conversation || (conversation.user1Id !== actor.id && conversation.user2Id !== actor.id))
    throw notFound("Message not found");
  if (message.senderId === actor.id) throw new AppError("forbidden", "Only the recipient can mark a message read");
  await db.transaction(async (tx) => {
    await markMessageRead(tx, message.id);
    await settleMessageNotification(tx, actor.id, message.conversationId);
    // Live (docs/api.md §17): "seen" for the sender, the reader's other tabs and counts; once.
    if (!message.isRead)
      await publishEvents(tx, [
        ...messageReadEvents([conversation.user1Id, conversation.user2Id], message.conversationId, message.id),
        ...unreadChanged([actor.id]),
      ]);
  });
}

export async function countUnreadMessages(actor: Actor, conversationId?: number) {
  const db = await getDb();
  if (conversationId !== undefined) await conversationForWriting(db, actor, conversationId);
  return { count: await countUnreadFor(db, actor.id, conversationId) };
}
