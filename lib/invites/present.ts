import type { InviteCodeRow } from "@/db/schema";
import type { InvitePerson, InviteResponse, InviteStatus, MemberInvite } from "./contract";

export function inviteStatus(invite: InviteCodeRow, now = new Date()): InviteStatus {
  if (!invite.isActive) return "inactive";
  if (invite.isSingleUse && invite.useCount > 0) return "used";
  if (invite.expiresAt && invite.expiresAt <= now) return "expired";
  return "active";
}

export function presentInvite(invite: InviteCodeRow, usedBy: InvitePerson | null = null): InviteResponse {
  return {
    id: invite.id,
    code: invite.code,
    created_at: invite.createdAt.toISOString(),
    expires_at: invite.expiresAt?.toISOString() ?? null,
    is_single_use: invite.isSingleUse,
    used_by: invite.usedBy,
    used_by_member: usedBy,
    use_count: invite.useCount,
    is_active: invite.isActive,
    status: inviteStatus(invite),
  };
}

/** One of a member's own codes (docs/api.md §2.6), with who used it. */
export function presentMemberInvite(invite: InviteCodeRow, usedBy: InvitePerson | null): MemberInvite {
  return {
    id: invite.id,
    code: invite.code,
    created_at: invite.createdAt.toISOString(),
    // Members' codes always expire (MEMBER_INVITE_DAYS).
    expires_at: (invite.expiresAt ?? invite.createdAt).toISOString(),
    is_single_use: true,
    used_by: usedBy,
    is_active: invite.isActive,
    status: inviteStatus(invite),
  };
}
