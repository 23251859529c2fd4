import "server-only";
import { getDb, type DbOrTx } from "@/db/client";
import type { GroupTripRow } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { notFound } from "@/lib/errors/app-error";
import { attachPhoto, checkPhotoAndRate, requireContentOrPhoto } from "@/lib/messages/service";
import { THREAD_PAGE, type ThreadQuery } from "@/lib/messages/contract";
import { notificationEvents } from "@/lib/notifications/events";
import { publishEvents, unreadChanged } from "@/lib/realtime/publish";
import type { NewEvent } from "@/lib/realtime/values";
import { countTripUnread, findParticipant, findTrip } from "@/lib/trips/queries";
import type { MarkTripChatReadBody, SendTripMessageBody, TripMessage } from "./contract";
import { presentTripChat, presentTripMessage } from "./present";
import {
  acceptedIds,
  listTripChatsOfUser,
  findTripMessage,
  findTripMessageByClientId,
  insertTripMessage,
  latestTripMessageId,
  listTripThread,
  moveReadMark,
  notifyTripMessage,
  settleTripMessageNotification,
} from "./queries";

/** A trip chat message, to every accepted participant of the trip (docs/api.md §6.4). */
const tripMessageEvents = (userIds: number[], message: TripMessage): NewEvent[] =>
  userIds.map((userId) => ({
    userId,
    type: "trip_message",
    payload: { group_trip_id: message.group_trip_id, message },
  }));

// The chat of a trip one may see but not chat in reads as missing: its existence is not revealed.
const CHAT_NOT_FOUND = "Trip not found";

/**
 * The trip when the actor is one of its accepted participants (the host is one), else 404 for
 * everyone: invitees, requesters, those who declined or left, connections who see a public trip,
 * admins (docs/api.md §6.4). `lock` takes the trip row FOR SHARE, so a leave, a removal or an answer
 * (which lock it FOR UPDATE) is either finished and seen, or waits until the caller commits.
 */
async function chatOf(
  db: DbOrTx,
  actor: Actor,
  tripId: number,
  options: { lock?: boolean } = {},
): Promise<GroupTripRow> {
  const trip = await findTrip(db, tripId, options.lock ? { share: true } : {});
  const participant = trip && (await findParticipant(db, trip.id, actor.id));
  if (!trip || participant?.status !== "accepted") throw notFound(CHAT_NOT_FOUND);
  return trip;
}

/**
 * GET /group-trips/chats: the chats the caller has (accepted on the trip, the host included), most recent activity
 * first.
 */
export async function listTripChats(actor: Actor) {
  const rows = await listTripChatsOfUser(await getDb(), actor.id);
  return rows.map(presentTripChat);
}

/** GET /group-trips/{id}/messages: a page of the chat, oldest first; reading marks nothing read. */
export async function listTripMessages(actor: Actor, tripId: number, page: Partial<ThreadQuery> = {}) {
  const db = await getDb();
  await chatOf(db, actor, tripId);
  const rows = await listTripThread(db, tripId, {
    beforeId: page.before_id,
    afterId: page.after_id,
    limit: page.limit ?? THREAD_PAGE,
  });
  return rows.map(({ message, senderName }) => presentTripMessage(message, senderName));
}

/**
 * POST /group-trips/{id}/messages: the rules of POST /messages (one validation, lib/messages), then
 * in one transaction the message, the others' coalesced notifications and the live events. A
 * repeated `client_id` answers the message its first send made (`created: false`), as POST /messages does.
 */
export async function sendTripMessage(
  actor: Actor,
  tripId: number,
  input: SendTripMessageBody,
): Promise<{ message: TripMessage; created: boolean }> {
  const db = await getDb();
  const photoUrl = requireContentOrPhoto(input);
  await chatOf(db, actor, tripId);
  const clientId = input.client_id ?? null;
  const earlier = clientId && (await findTripMessageByClientId(db, tripId, actor.id, clientId));
  if (earlier) return { message: presentTripMessage(earlier, actor.user.name), created: false };
  await checkPhotoAndRate(db, actor, photoUrl);
  return db.transaction(async (tx) => {
    // Look again under the trip's lock: someone who just left or was removed cannot slip a message in.
    const trip = await chatOf(tx, actor, tripId, { lock: true });
    await attachPhoto(tx, actor, photoUrl);
    const row = await insertTripMessage(tx, {
      tripId: trip.id,
      senderId: actor.id,
      content: input.content,
      photoUrl,
      clientId,
    });
    if (!row)
      return {
        message: presentTripMessage(
          (await findTripMessageByClientId(tx, trip.id, actor.id, clientId!))!,
          actor.user.name,
        ),
        created: false,
      };
    const sent = presentTripMessage(row, actor.user.name);
    const everyone = await acceptedIds(tx, trip.id);
    // The sender has read what they wrote: their mark moves with it.
    await moveReadMark(tx, trip.id, actor.id, row.id);
    const notified = await notifyTripMessage(tx, {
      tripId: trip.id,
      tripTitle: trip.title,
      senderId: actor.id,
      senderName: actor.user.name,
      recipientIds: everyone.filter((id) => id !== actor.id),
    });
    // Live (docs/api.md §17): the message to every participant (the sender's other tabs too), and the others'
    // notifications.
    await publishEvents(tx, [...tripMessageEvents(everyone, sent), ...notificationEvents(notified)]);
    return { message: sent, created: true };
  });
}

/**
 * POST /group-trips/{id}/messages/read: the caller's read mark moves forward to the message (or the
 * latest); once nothing is left unread, the chat's notification is read too. When either count
 * changed, the caller's tabs hear `unread` (docs/api.md §17), so the trip's badges follow everywhere.
 */
export async function markTripChatRead(actor: Actor, tripId: number, body: MarkTripChatReadBody): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const trip = await chatOf(tx, actor, tripId);
    let upTo: number | null;
    if (body.message_id !== undefined) {
      if (!(await findTripMessage(tx, trip.id, body.message_id))) throw notFound("Message not found");
      upTo = body.message_id;
    } else {
      upTo = await latestTripMessageId(tx, trip.id);
    }
    const before = await countTripUnread(tx, trip.id, actor.id);
    if (upTo !== null) await moveReadMark(tx, trip.id, actor.id, upTo);
    const after = await countTripUnread(tx, trip.id, actor.id);
    const settled = after === 0 && (await settleTripMessageNotification(tx, trip.id, actor.id));
    if (settled || after !== before) await publishEvents(tx, unreadChanged([actor.id]));
  });
}

/** GET /group-trips/{id}/messages/unread-count → {count}: the others' messages after the caller's read mark. */
export async function countTripChatUnread(actor: Actor, tripId: number) {
  const db = await getDb();
  await chatOf(db, actor, tripId);
  return { count: await countTripUnread(db, tripId, actor.id) };
}
