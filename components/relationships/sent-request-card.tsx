"use client";

import { toast } from "@/components/ui/toast";
import { api } from "@/components/data/api-client";
import { FormattedDate } from "@/components/ui/formatted-date";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorDetailOrMessage } from "@/components/ui/error-detail";
import type { PairingResponse } from "@/lib/pairings/contract";
import { PersonSummary } from "./person-summary";
import { usePairingMutation } from "./use-pairing-mutation";

/** A request the member sent and the other has not answered yet; it can be withdrawn. */
export function SentRequestCard({ pairing }: { pairing: PairingResponse }) {
  const headingId = `sent-${pairing.id}-name`;
  const kind = pairing.relationship_type === "match" ? "match" : "friend";
  const cancel = usePairingMutation({
    mutationFn: () => api("DELETE /pairings/{id}", { params: { id: pairing.id } }),
    onSuccess: () => toast.success("Request cancelled"),
    onError: (error) => toast.error(`Failed to cancel request: ${errorDetailOrMessage(error)}`),
  });

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm"
    >
      <PersonSummary person={pairing.other_user} headingId={headingId} />
      <p className="text-xs text-muted">
        {kind === "match" ? "Match request" : "Friend request"} sent <FormattedDate value={pairing.created_at} />
      </p>
      <div className="mt-auto">
        <ConfirmDialog
          triggerLabel="Cancel"
          disabled={cancel.busy}
          title="Cancel request"
          description={`Are you sure you want to cancel your ${kind} request to ${pairing.other_user.name}?`}
          confirmLabel="Cancel Request"
          pendingLabel="Cancelling..."
          cancelLabel="Keep Request"
          onConfirm={() => cancel.mutateAsync(undefined)}
        />
      </div>
    </article>
  );
}
