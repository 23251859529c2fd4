import { z } from "zod";
import { operation } from "@/lib/contract/operation";
import { IdParams, rowId } from "@/lib/contract/params";
import { MessageClientId, MessageContent, MessagePhotoUrl, ThreadQuery, UnreadCount } from "@/lib/messages/contract";

/**
 * The group trip chat's contract (docs/api.md §6.4): one conversation per trip for its accepted
 * participants. Text and photo follow the messages' own rules (the same schemas).
 */

export const SendTripMessageBody = z.object({
  content: MessageContent,
  photo_url: MessagePhotoUrl,
  client_id: MessageClientId,
});
export type SendTripMessageBody = z.infer<typeof SendTripMessageBody>;

export const MarkTripChatReadBody = z.object({
  /** Read up to this message; without it, up to the latest. */
  message_id: rowId(z.number({ error: "Must be a message id" })).optional(),
});
export type MarkTripChatReadBody = z.infer<typeof MarkTripChatReadBody>;

export const TripMessage = z
  .object({
    id: z.number().int(),
    group_trip_id: z.number().int(),
    sender_id: z.number().int(),
    /** A group has many senders: the name comes with each message. */
    sender_name: z.string(),
    content: z.string(),
    photo_url: z.string().nullable(),
    /** The sender's client id of the send that made it, if it had one. */
    client_id: z.string().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "TripMessage" });
export type TripMessage = z.infer<typeof TripMessage>;

/** One of the caller's trip chats, as the Messages list shows it beside their conversations. */
export const TripChatSummary = z
  .object({
    group_trip_id: z.number().int(),
    title: z.string(),
    destination: z.string(),
    last_message: TripMessage.nullable(),
    unread_count: z.number().int(),
    /** The latest message's time, else when the caller joined (or the trip was made, for its host). */
    last_activity_at: z.iso.datetime(),
  })
  .meta({ id: "TripChatSummary" });
export type TripChatSummary = z.infer<typeof TripChatSummary>;

const tag = "Trip chat";
const notParticipant = "Only the trip's accepted participants (the host included) have its chat; anyone else gets 404.";

export const tripChatApi = {
  chats: operation({
    method: "GET",
    path: "/group-trips/chats",
    tag,
    summary: "List the chats of the trips I take part in, most recent activity first",
    description:
      "Every trip where the caller is an accepted participant (the host included), with its latest message and " +
      "the caller's unread count: the Messages screen lists them with the conversations of GET /matches.",
    auth: "member",
    response: z.array(TripChatSummary),
  }),
  list: operation({
    method: "GET",
    path: "/group-trips/{id}/messages",
    tag,
    summary: "Read a page of a trip's chat, oldest first",
    description: `The paging of GET /messages/{id}. Reading marks nothing read. ${notParticipant}`,
    auth: "member",
    params: IdParams,
    query: ThreadQuery,
    response: z.array(TripMessage),
    errors: [404],
  }),
  send: operation({
    method: "POST",
    path: "/group-trips/{id}/messages",
    tag,
    summary: "Write in a trip's chat",
    description:
      "The rules of POST /messages: text (trimmed) or a photo from POST /messages/upload-photo, or both; rate-limited per member; " +
      `a repeated \`client_id\` answers 200 with the message it made. ${notParticipant}`,
    auth: "member",
    params: IdParams,
    body: SendTripMessageBody,
    status: 201,
    alsoAnswers: { status: 200, description: "A send with this client_id already made this message" },
    response: TripMessage,
    errors: [404],
  }),
  markRead: operation({
    method: "POST",
    path: "/group-trips/{id}/messages/read",
    tag,
    summary: "Mark a trip's chat read, up to a message or to the latest",
    description: `The read mark only moves forward. ${notParticipant}`,
    auth: "member",
    params: IdParams,
    body: MarkTripChatReadBody,
    status: 204,
    errors: [404],
  }),
  unreadCount: operation({
    method: "GET",
    path: "/group-trips/{id}/messages/unread-count",
    tag,
    summary: "Count the messages of a trip's chat I have not read",
    description: notParticipant,
    auth: "member",
    params: IdParams,
    response: UnreadCount,
    errors: [404],
  }),
};
