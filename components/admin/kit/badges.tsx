import { Badge, type BadgeTone } from "@/components/ui/badge";

/** docs/product.md §2: Match pink, Friend blue (the theme's accent, as elsewhere), Pass grey. */
const PAIRING_TONES: Record<string, BadgeTone> = { match: "pink", friend: "accent" };

export function PairingTypeBadge({ type }: { type: string }) {
  return <Badge tone={PAIRING_TONES[type] ?? "neutral"}>{type}</Badge>;
}

/** A pairing's status as stored: pending waits on someone (yellow), accepted is green, declined grey. */
export function PairingStatusBadge({ status }: { status: string }) {
  return (
    <Badge tone={status === "pending" ? "warning" : status === "accepted" ? "success" : "neutral"}>{status}</Badge>
  );
}

/** Read or Unread (the product rules are silent on colours: unread waits on someone, like other waiting states). */
export function ReadBadge({ read }: { read: boolean }) {
  return read ? <Badge tone="success">Read</Badge> : <Badge tone="warning">Unread</Badge>;
}

/**
 * A participant's status as stored (the admin picks it from the same words): invited and
 * requested wait on someone (yellow), accepted is green, declined grey.
 */
export function ParticipantStatusBadge({ status }: { status: string }) {
  if (status === "invited" || status === "requested") return <Badge tone="warning">{status}</Badge>;
  return <Badge tone={status === "accepted" ? "success" : "neutral"}>{status}</Badge>;
}

/** docs/product.md §2: a host is purple. */
export function RoleBadge({ role }: { role: string }) {
  return <Badge tone={role === "host" ? "purple" : "neutral"}>{role}</Badge>;
}
