import { z } from "zod";
import { operation } from "@/lib/contract/operation";
import { IdParams, rowId } from "@/lib/contract/params";
import { Message } from "@/lib/conversations/contract";
import { CLIENT_ID_PATTERN, MESSAGE_MAX, THREAD_PAGE } from "./values";
export * from "./values";

/** Messages' contract (docs/product.md §5, docs/api.md §5): shared by routes, the composer and tests. */

const positiveId = rowId(z.coerce.number());

export const ThreadQuery = z.object({
  before_id: positiveId.optional(),
  after_id: positiveId.optional(),
  limit: z.coerce.number().int().min(1).max(THREAD_PAGE).default(THREAD_PAGE),
});
export type ThreadQuery = z.infer<typeof ThreadQuery>;

/** A message's text and photo, as a conversation and a trip chat (docs/api.md §6.4) both take them. */
export const MessageContent = z
  .string()
  .default("")
  .transform((value) => value.trim())
  .pipe(z.string().max(MESSAGE_MAX, `Messages must be at most ${MESSAGE_MAX.toLocaleString("en")} characters`));
/** Only a URL answered by POST /messages/upload-photo to the same sender. */
export const MessagePhotoUrl = z.string().max(2048).nullable().optional();
/**
 * The sender's own id for one send (a UUID, say): sending again with it answers the message the
 * first try made, so a retry after a lost answer never posts twice (docs/api.md §5.3).
 */
export const MessageClientId = z
  .string()
  .regex(CLIENT_ID_PATTERN, "Must be 1 to 64 letters, digits, hyphens or underscores")
  .optional();

export const SendMessageBody = z.object({
  match_id: rowId(z.number({ error: "Must be a conversation id" })),
  content: MessageContent,
  photo_url: MessagePhotoUrl,
  client_id: MessageClientId,
});
export type SendMessageBody = z.infer<typeof SendMessageBody>;

export type MessageResponse = Message;

export const UnreadCount = z.object({ count: z.number().int() }).meta({ id: "UnreadCount" });

const UploadedPhoto = z.object({ photo_url: z.string() }).meta({ id: "UploadedPhoto" });

const tag = "Messages";

export const messagesApi = {
  send: operation({
    method: "POST",
    path: "/messages",
    tag,
    summary: "Send a message in one of my conversations",
    description:
      "Text (trimmed) or a photo, or both; rate-limited per member. With a `client_id` the send is idempotent: " +
      "sending again with the same one answers 200 with the message the first send made.",
    auth: "member",
    body: SendMessageBody,
    status: 201,
    alsoAnswers: { status: 200, description: "A send with this client_id already made this message" },
    response: Message,
    errors: [404],
  }),
  thread: operation({
    method: "GET",
    path: "/messages/{id}",
    tag,
    summary: "Read a page of a conversation's messages, oldest first",
    description: "`{id}` is the conversation (match) id. Reading marks nothing read.",
    auth: "member",
    params: IdParams,
    query: ThreadQuery,
    response: z.array(Message),
    errors: [404],
  }),
  markRead: operation({
    method: "PUT",
    path: "/messages/{id}/read",
    tag,
    summary: "Mark a message I received as read",
    description: "`{id}` is the message id.",
    auth: "member",
    params: IdParams,
    status: 204,
    errors: [403, 404],
  }),
  unreadCount: operation({
    method: "GET",
    path: "/messages/unread-count",
    tag,
    summary: "Count the messages I have not read",
    auth: "member",
    response: UnreadCount,
  }),
  unreadCountOf: operation({
    method: "GET",
    path: "/messages/{id}/unread-count",
    tag,
    summary: "Count the messages I have not read in one conversation",
    description: "`{id}` is the conversation (match) id.",
    auth: "member",
    params: IdParams,
    response: UnreadCount,
    errors: [404],
  }),
  uploadPhoto: operation({
    method: "POST",
    path: "/messages/upload-photo",
    tag,
    summary: "Upload a photo to send in a message",
    description:
      "The answer's photo_url is what POST /messages then accepts from this sender. A photo not sent within a day is removed; " +
      "with 20 unsent photos, the next upload is 409.",
    auth: "member",
    multipart: { description: "The image in the field `file` (JPEG, PNG, WebP or GIF, at most 10 MB)." },
    status: 201,
    response: UploadedPhoto,
    errors: [400, 409, 413, 415, 422],
  }),
};
