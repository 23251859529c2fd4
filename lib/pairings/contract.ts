import { z } from "zod";
import { operation } from "@/lib/contract/operation";
import { pageQuery } from "@/lib/contract/pagination";
import { IdParams, rowId } from "@/lib/contract/params";
import { CONNECTION_TYPES } from "@/lib/conversations/values";
import { PAIRING_RESPONSES, PAIRING_STATUSES, PAIRING_TYPES } from "./values";
export * from "./values";

/** Pairings' contract (docs/product.md §4, docs/api.md §5): shared by routes, forms, db and tests. */

export const CreatePairingBody = z.object({
  target_user_id: rowId(z.number({ error: "Must be a user id" })),
  action: z.enum(PAIRING_TYPES, { error: "Action must be pass, friend or match" }),
});
export type CreatePairingBody = z.infer<typeof CreatePairingBody>;

export const RespondBody = z.object({
  response_type: z.enum(PAIRING_RESPONSES, { error: "Response must be match, befriend or decline" }),
});
export type RespondBody = z.infer<typeof RespondBody>;

const ChangeTypeQuery = z.object({
  new_type: z.enum(CONNECTION_TYPES, { error: "new_type must be match or friend" }),
});

/** What a member sees of the other side of a connection: the card fields, never email or flags. */
export const OtherUser = z
  .object({
    id: z.number().int(),
    name: z.string(),
    handle: z.string().nullable(),
    age: z.number().int(),
    gender: z.string().nullable(),
    photos: z.array(z.string()),
    headline: z.string().nullable(),
    bio: z.string().nullable(),
    current_location: z.string().nullable(),
    travel_preferences: z.string().nullable(),
  })
  .meta({ id: "ConnectedMember" });
export type OtherUserResponse = z.infer<typeof OtherUser>;

/** A pairing's own fields: who, which kind, where it stands. */
export const PairingFields = z.object({
  id: z.number().int(),
  user1_id: z.number().int(),
  user1_name: z.string(),
  user2_id: z.number().int(),
  user2_name: z.string(),
  relationship_type: z.enum(PAIRING_TYPES),
  status: z.enum(PAIRING_STATUSES),
  created_at: z.iso.datetime(),
});

/** A request, a pass or an accepted connection, as one of its two members sees it. */
const Pairing = PairingFields.extend({
  other_user: OtherUser,
  /** The conversation's id once there is one (POST /matches/from-pairing/{id} starts it). */
  match_id: z.number().int().nullable(),
}).meta({ id: "Pairing" });
export type PairingResponse = z.infer<typeof Pairing>;

const tag = "Pairings";

/** The pairing lists are paged like every other (docs/api.md §1): newest first, 100 by default, 500 at most. */
const PairingListQuery = pageQuery();

const pairingList = <const Path extends string>(path: Path, summary: string) =>
  operation({ method: "GET", path, tag, summary, auth: "member", query: PairingListQuery, response: z.array(Pairing) });

export const pairingsApi = {
  create: operation({
    method: "POST",
    path: "/pairings",
    tag,
    summary: "Pass on a member, or ask them to be a match or a friend",
    description: "When they had already asked me, the two requests resolve into a connection at once.",
    auth: "member",
    body: CreatePairingBody,
    status: 201,
    response: Pairing,
    errors: [404, 409],
  }),
  received: pairingList("/pairings/requests", "List the pending requests I received"),
  sent: pairingList("/pairings/requests/sent", "List the pending requests I sent"),
  matches: pairingList("/pairings/matches", "List my matches"),
  friends: pairingList("/pairings/friends", "List my friends"),
  passed: pairingList(
    "/pairings/passed",
    "List the members I passed on (each can be shown again by deleting the pass)",
  ),
  get: operation({
    method: "GET",
    path: "/pairings/{id}",
    tag,
    summary: "Read one of my pairings",
    auth: "member",
    params: IdParams,
    response: Pairing,
    errors: [404],
  }),
  changeType: operation({
    method: "PUT",
    path: "/pairings/{id}",
    tag,
    summary: "Turn an accepted connection into a match or a friendship",
    auth: "member",
    params: IdParams,
    query: ChangeTypeQuery,
    response: Pairing,
    errors: [404, 409],
  }),
  remove: operation({
    method: "DELETE",
    path: "/pairings/{id}",
    tag,
    summary: "Cancel a request I sent, end a connection, or take back a pass",
    description:
      "The connection's conversation goes with it. Taking back one's own pass shows that member in Discover again; the other is not told.",
    auth: "member",
    params: IdParams,
    status: 204,
    errors: [403, 404, 409],
  }),
  respond: operation({
    method: "POST",
    path: "/pairings/{id}/respond",
    tag,
    summary: "Answer a request I received",
    auth: "member",
    params: IdParams,
    body: RespondBody,
    response: Pairing,
    errors: [403, 404, 409],
  }),
};
