import { z } from "zod";
import type { InviteCodeRow } from "@/db/schema";

export const CreateInviteBody = z.object({
  // Empty or absent: the code never expires.
  expires_days: z.preprocess(
    (value) => (value === "" ? null : value),
    z.number().int("Must be a whole number of days").min(1, "Must be at least 1 day").max(3650, "Must be at most 3650 days").nullable().optional(),
  ),
  is_single_use: z.boolean().default(true),
});
export type CreateInviteBody = z.infer<typeof CreateInviteBody>;

export type InviteStatus = "active" | "used" | "expired" | "inactive";

export function inviteStatus(invite: InviteCodeRow, now = new Date()): InviteStatus {
  if (!invite.isActive) return "inactive";
  if (invite.isSingleUse && invite.useCount > 0) return "used";
  if (invite.expiresAt && invite.expiresAt <= now) return "expired";
  return "active";
}

export function presentInvite(invite: InviteCodeRow) {
  return {
    id: invite.id,
    code: invite.code,
    created_at: invite.createdAt.toISOString(),
    expires_at: invite.expiresAt?.toISOString() ?? null,
    is_single_use: invite.isSingleUse,
    used_by: invite.usedBy,
    use_count: invite.useCount,
    is_active: invite.isActive,
    status: inviteStatus(invite),
  };
}
