import { z } from "@/lib/contract/zod";
import { operation } from "@/lib/contract/operation";
import { IdParams } from "@/lib/contract/params";
import { INVITE_DAYS_MAX, INVITE_STATUSES, MEMBER_INVITE_CAP } from "./values";
export * from "./values";

/** Invite codes' contract (docs/product.md §4, docs/api.md §9): the admin's create body and the invite answer. */

export const CreateInviteBody = z.object({
  // Empty or absent: the code never expires.
  expires_days: z.preprocess(
    (value) => (value === "" ? null : value),
    z
      .number()
      .int("Must be a whole number of days")
      .min(1, "Must be at least 1 day")
      .max(INVITE_DAYS_MAX, `Must be at most ${INVITE_DAYS_MAX} days`)
      .nullable()
      .optional(),
  ),
  is_single_use: z.boolean().default(true),
});
export type CreateInviteBody = z.infer<typeof CreateInviteBody>;

/** Who a member's code admitted, or who invited a member: enough to link to the profile. */
export const InvitePerson = z
  .object({ id: z.number().int(), handle: z.string().nullable(), name: z.string() })
  .meta({ id: "InvitePerson" });
export type InvitePerson = z.infer<typeof InvitePerson>;

export const Invite = z
  .object({
    id: z.number().int(),
    code: z.string(),
    created_at: z.iso.datetime(),
    /** null: the code never expires. */
    expires_at: z.iso.datetime().nullable(),
    is_single_use: z.boolean(),
    /** The latest account that used it. */
    used_by: z.number().int().nullable(),
    /** That account's name and handle, for the admin's list; null when unused or the account is gone. */
    used_by_member: InvitePerson.nullable(),
    use_count: z.number().int(),
    is_active: z.boolean(),
    status: z.enum(INVITE_STATUSES),
  })
  .meta({ id: "Invite" });
export type InviteResponse = z.infer<typeof Invite>;

/** One of the caller's own codes (docs/api.md §2.6): single-use, 30 days. */
export const MemberInvite = z
  .object({
    id: z.number().int(),
    code: z.string(),
    created_at: z.iso.datetime(),
    expires_at: z.iso.datetime(),
    is_single_use: z.literal(true),
    used_by: InvitePerson.nullable(),
    is_active: z.boolean(),
    /** inactive: revoked by its member (or an admin). */
    status: z.enum(INVITE_STATUSES),
  })
  .meta({ id: "MemberInvite" });
export type MemberInvite = z.infer<typeof MemberInvite>;

const tag = "Invites";

export const invitesApi = {
  list: operation({
    method: "GET",
    path: "/invites",
    tag,
    summary: "List my invite codes, newest first, with who used them",
    auth: "member",
    response: z.array(MemberInvite),
  }),
  create: operation({
    method: "POST",
    path: "/invites",
    tag,
    summary: "Create an invite code (single-use, 30 days)",
    auth: "member",
    description: `At most ${MEMBER_INVITE_CAP} unused codes at once (409); 403 when an admin turned the member's invites off.`,
    status: 201,
    response: MemberInvite,
    errors: [403, 409],
  }),
  revoke: operation({
    method: "DELETE",
    path: "/invites/{id}",
    tag,
    summary: "Revoke one of my invite codes",
    auth: "member",
    params: IdParams,
    status: 204,
    errors: [404],
  }),
};
