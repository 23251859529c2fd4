import { Badge } from "@/components/ui/badge";
import type { AdminUser } from "@/lib/admin/contract";
import { userStatusOf, type UserStatus } from "./user-status";

const STATUS_TONES = { Active: "success", Pending: "warning", Deactivated: "neutral" } as const satisfies Record<
  UserStatus,
  string
>;

/**
 * Active, Deactivated (an admin or a report turned it off), or Pending (a new account waiting for
 * its first activation). Both inactive kinds are under the `status=pending` filter, and either way
 * an admin's activation lets them in.
 */
export function UserStatusBadge({ user }: { user: Pick<AdminUser, "is_active" | "deactivated_at"> }) {
  const status = userStatusOf(user);
  return <Badge tone={STATUS_TONES[status]}>{status}</Badge>;
}

export function UserRoleBadge({ user }: { user: AdminUser }) {
  return user.is_admin ? <Badge tone="accent">Admin</Badge> : <span className="text-muted">Member</span>;
}
