"use client";

import { FormattedDate } from "@/components/ui/formatted-date";
import type { PairingResponse } from "@/lib/pairings/contract";
import { AnswerRequestButtons } from "./answer-request-buttons";
import { PersonSummary } from "./person-summary";

/** A request someone sent the member, with its answers (accept, befriend a match request, decline). */
export function RequestCard({ pairing }: { pairing: PairingResponse }) {
  const headingId = `request-${pairing.id}-name`;
  const isMatch = pairing.relationship_type === "match";

  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm">
      <PersonSummary person={pairing.other_user} headingId={headingId} />
      <p className="text-xs text-muted">
        {isMatch ? "Match request" : "Friend request"} received <FormattedDate value={pairing.created_at} />
      </p>
      <div className="mt-auto flex flex-wrap gap-2">
        <AnswerRequestButtons pairingId={pairing.id} isMatch={isMatch} />
      </div>
    </article>
  );
}
