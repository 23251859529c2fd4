import { Badge, type BadgeTone } from "@/components/ui/badge";

/** docs/product.md §2: confirmed green, planning yellow, completed blue (the theme's accent), anything else grey. */
const STATUS_TONES: Record<string, BadgeTone> = { confirmed: "success", completed: "accent" };

export function TripStatusBadge({ status }: { status: string }) {
  if (status === "planning") return <Badge tone="warning">planning</Badge>;
  return <Badge tone={STATUS_TONES[status] ?? "neutral"}>{status}</Badge>;
}

export function TripTypeBadge({ tripType }: { tripType: string }) {
  return <Badge tone="neutral">{tripType === "matches" ? "Matches trip" : "Friends trip"}</Badge>;
}

export function VisibilityBadge({ visibility }: { visibility: string }) {
  return <Badge tone="neutral">{visibility === "public" ? "Public" : "Private"}</Badge>;
}

export function HostBadge() {
  return <Badge tone="accent">Host</Badge>;
}

const PARTICIPANT_LABELS: Record<string, string> = {
  invited: "Invited",
  requested: "Requested",
  accepted: "Going",
  declined: "Declined",
  waitlisted: "Waitlisted",
};

/** A participant's (or the viewer's) status in words; a waiting one with their place in line ("Waitlisted #2"). */
export function ParticipantStatusBadge({ status, position }: { status: string; position?: number | null }) {
  const label = PARTICIPANT_LABELS[status] ?? status;
  if (status === "waitlisted") return <Badge tone="warning">{position ? `${label} #${position}` : label}</Badge>;
  if (status === "invited" || status === "requested") return <Badge tone="warning">{label}</Badge>;
  return <Badge tone={status === "accepted" ? "success" : "neutral"}>{label}</Badge>;
}
