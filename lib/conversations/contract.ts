import { z } from "zod";
import { operation } from "@/lib/contract/operation";
import { IdParams } from "@/lib/contract/params";
import { CONNECTION_TYPES } from "./values";

/**
 * Conversations' contract (docs/api.md §5). The API calls a conversation a "match" (/matches,
 * match_id) whether it belongs to a match or a friendship.
 */

/**
 * A message, as a conversation's thread (lib/messages) and its last message in the list both show
 * it: here, below lib/messages, which builds on conversations.
 */
export const Message = z
  .object({
    id: z.number().int(),
    /** The conversation ("match") it belongs to. */
    match_id: z.number().int(),
    sender_id: z.number().int(),
    content: z.string(),
    photo_url: z.string().nullable(),
    is_read: z.boolean(),
    /** The sender's client id of the send that made it, if it had one. */
    client_id: z.string().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "Message" });
export type Message = z.infer<typeof Message>;

const ConversationPerson = z
  .object({ id: z.number().int(), name: z.string(), handle: z.string().nullable(), photos: z.array(z.string()) })
  .meta({ id: "ConversationPerson" });

/** One of the caller's conversations, with its last message and what they have not read. */
export const Conversation = z
  .object({
    id: z.number().int(),
    pairing_id: z.number().int(),
    user1_id: z.number().int(),
    user2_id: z.number().int(),
    user1_name: z.string(),
    user2_name: z.string(),
    relationship_type: z.enum(CONNECTION_TYPES),
    other_user: ConversationPerson,
    last_message: Message.nullable(),
    unread_count: z.number().int(),
    created_at: z.iso.datetime(),
    last_activity_at: z.iso.datetime(),
  })
  .meta({ id: "Conversation" });
export type Conversation = z.infer<typeof Conversation>;
export type ConversationResponse = Conversation;

/** The answer of starting (or finding) the conversation of a connection. */
const StartedConversation = z
  .object({
    id: z.number().int(),
    pairing_id: z.number().int(),
    user1_id: z.number().int(),
    user2_id: z.number().int(),
    user1_name: z.string(),
    user2_name: z.string(),
    other_user: z.object({ id: z.number().int(), name: z.string() }),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "StartedConversation" });
export type StartedConversationResponse = z.infer<typeof StartedConversation>;

const tag = "Conversations";

export const conversationsApi = {
  list: operation({
    method: "GET",
    path: "/matches",
    tag,
    summary: "List my conversations, most recent activity first",
    auth: "member",
    response: z.array(Conversation),
  }),
  fromPairing: operation({
    method: "POST",
    path: "/matches/from-pairing/{id}",
    tag,
    summary: "Start the conversation of an accepted match or friendship",
    description: "201 when the conversation is new, 200 with the same body when it already existed.",
    auth: "member",
    params: IdParams,
    status: 201,
    alsoAnswers: { status: 200, description: "The conversation already existed" },
    response: StartedConversation,
    errors: [404, 409],
  }),
};
