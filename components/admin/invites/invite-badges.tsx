import { Badge } from "@/components/ui/badge";
import type { InviteStatus } from "@/lib/invites/contract";

/** Whether a code still lets someone in: only an active one does. */
export function InviteStatusBadge({ status }: { status: InviteStatus }) {
  if (status === "active") return <Badge tone="success">Active</Badge>;
  if (status === "used") return <Badge tone="accent">Used</Badge>;
  if (status === "expired") return <Badge tone="warning">Expired</Badge>;
  return <Badge tone="neutral">Inactive</Badge>;
}
