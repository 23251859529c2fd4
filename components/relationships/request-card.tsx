"use client";

import { toast } from "@/components/ui/toast";
import { apiRequest } from "@/components/data/api-client";
import { FormattedDate } from "@/components/ui/formatted-date";
import { Button } from "@/components/ui/button";
import { errorDetail } from "@/components/ui/error-detail";
import type { PairingResponse, PairingResponseType as ResponseType, RespondBody } from "@/lib/pairings/contract";
import { PersonSummary } from "./person-summary";
import { usePairingMutation } from "./use-pairing-mutation";

const SUCCESS: Record<ResponseType, () => void> = {
  match: () => toast.success("Match accepted!"),
  befriend: () => toast.success("Friend request accepted!"),
  decline: () => toast.info("Request declined"),
};

/**
 * A request someone sent the member. A match request can be accepted as a match or as a
 * friendship (docs/product.md §4); a friend request only as a friendship. Declining is quiet.
 */
export function RequestCard({ pairing }: { pairing: PairingResponse }) {
  const headingId = `request-${pairing.id}-name`;
  const respond = usePairingMutation({
    mutationFn: (responseType: ResponseType) =>
      apiRequest<PairingResponse>(`/pairings/${pairing.id}/respond`, { method: "POST", body: { response_type: responseType } satisfies RespondBody }),
    onSuccess: (_result, responseType) => SUCCESS[responseType](),
    onError: (error) => toast.error(errorDetail(error) ?? "Failed to respond to request"),
  });
  const isMatch = pairing.relationship_type === "match";
  const buttons: { label: string; response: ResponseType; variant: "primary" | "secondary" | "ghost" }[] = isMatch
    ? [
        { label: "Accept", response: "match", variant: "primary" },
        { label: "Befriend", response: "befriend", variant: "secondary" },
        { label: "Decline", response: "decline", variant: "ghost" },
      ]
    : [
        { label: "Accept", response: "befriend", variant: "primary" },
        { label: "Decline", response: "decline", variant: "ghost" },
      ];

  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm">
      <PersonSummary person={pairing.other_user} headingId={headingId} />
      <p className="text-xs text-muted">
        {isMatch ? "Match request" : "Friend request"} received <FormattedDate value={pairing.created_at} />
      </p>
      <div className="mt-auto flex flex-wrap gap-2">
        {buttons.map((button) => (
          <Button
            key={button.label}
            size="sm"
            variant={button.variant}
            className={button.variant === "ghost" ? "border border-border" : undefined}
            disabled={respond.busy}
            loading={respond.busy && respond.variables === button.response}
            onClick={() => respond.mutate(button.response)}
          >
            {button.label}
          </Button>
        ))}
      </div>
    </article>
  );
}
