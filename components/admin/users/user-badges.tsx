import { Badge } from "@/components/ui/badge";
import type { AdminUser } from "@/lib/admin/contract";

/**
 * An inactive account shows as Pending: the data does not tell a new account waiting for its first
 * activation from a deactivated one, and either way an admin's activation lets them in (the API's
 * `status=pending` filter and the dashboard's pending count mean the same thing).
 */
export function UserStatusBadge({ user }: { user: AdminUser }) {
  return user.is_active ? <Badge tone="success">Active</Badge> : <Badge tone="warning">Pending</Badge>;
}

export function UserRoleBadge({ user }: { user: AdminUser }) {
  return user.is_admin ? <Badge tone="accent">Admin</Badge> : <span className="text-muted">Member</span>;
}
