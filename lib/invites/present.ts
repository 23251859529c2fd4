import type { InviteCodeRow } from "@/db/schema";
import type { InviteResponse, InviteStatus } from "./contract";

export function inviteStatus(invite: InviteCodeRow, now = new Date()): InviteStatus {
  if (!invite.isActive) return "inactive";
  if (invite.isSingleUse && invite.useCount > 0) return "used";
  if (invite.expiresAt && invite.expiresAt <= now) return "expired";
  return "active";
}

export function presentInvite(invite: InviteCodeRow): InviteResponse {
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
