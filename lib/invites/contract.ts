import { z } from "@/lib/contract/zod";
import { INVITE_DAYS_MAX, INVITE_STATUSES } from "./values";
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
    use_count: z.number().int(),
    is_active: z.boolean(),
    status: z.enum(INVITE_STATUSES),
  })
  .meta({ id: "Invite" });
export type InviteResponse = z.infer<typeof Invite>;
