"use client";

import { shortPlaceName } from "@/components/cities/place-name";
import { formatDayRange } from "@/components/plans/travel-dates";
import { FormattedDate } from "@/components/ui/formatted-date";
import type { PairingResponse } from "@/lib/pairings/contract";
import type { ProfileOverlap } from "@/lib/profiles/contract";
import { AnswerRequestButtons } from "./answer-request-buttons";
import { PersonSummary } from "./person-summary";

/** Where and when the member and the sender first overlap (the member view's first overlap, docs/api.md §3.2). */
export type RequestOverlap = Pick<
  ProfileOverlap,
  | "destination"
  | "near_city_name"
  | "my_destination"
  | "my_near_city_name"
  | "overlap_start"
  | "overlap_end"
  | "overlap_days"
  | "distance_km"
>;

/** "In Lisbon with you, Mar 3-6 (4 days)", and how far from the member's stay when it is a place nearby. */
function overlapLine(overlap: RequestOverlap): string {
  const days = overlap.overlap_days === 1 ? "1 day" : `${overlap.overlap_days} days`;
  const line = `In ${shortPlaceName(overlap)} with you, ${formatDayRange(overlap.overlap_start, overlap.overlap_end)} (${days})`;
  if (overlap.distance_km === 0) return line;
  return `${line}, ${overlap.distance_km} km from your stay in ${shortPlaceName({ destination: overlap.my_destination, near_city_name: overlap.my_near_city_name })}`;
}

/**
 * A request someone sent the member, with where and when the two overlap (docs/product.md §2.7)
 * and its answers (accept, befriend a match request, decline).
 */
export function RequestCard({ pairing, overlap }: { pairing: PairingResponse; overlap?: RequestOverlap }) {
  const headingId = `request-${pairing.id}-name`;
  const isMatch = pairing.relationship_type === "match";

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm"
    >
      <PersonSummary person={pairing.other_user} headingId={headingId} />
      <p className="text-sm font-medium text-link">
        {overlap ? overlapLine(overlap) : "No plans of yours overlap right now"}
      </p>
      <p className="text-xs text-muted">
        {isMatch ? "Match request" : "Friend request"} received <FormattedDate value={pairing.created_at} />
      </p>
      <div className="mt-auto flex flex-wrap gap-2">
        <AnswerRequestButtons pairingId={pairing.id} isMatch={isMatch} />
      </div>
    </article>
  );
}
