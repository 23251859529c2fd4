"use client";

import { api } from "@/components/data/api-client";
import { Button } from "@/components/ui/button";
import { errorDetail } from "@/components/ui/error-detail";
import { toast } from "@/components/ui/toast";
import type { PairingResponseType, RespondBody } from "@/lib/pairings/contract";
import { usePairingMutation } from "./use-pairing-mutation";

const ANSWERED: Record<PairingResponseType, () => void> = {
  match: () => toast.success("Match accepted!"),
  befriend: () => toast.success("Friend request accepted!"),
  decline: () => toast.info("Request declined"),
};

/**
 * The answers to a request someone sent the member, on its card in Relationships and on their
 * profile alike. A match request can be accepted as a match or as a friendship (docs/product.md §4);
 * a friend request only as a friendship. Declining is quiet.
 */
export function AnswerRequestButtons({ pairingId, isMatch }: { pairingId: number; isMatch: boolean }) {
  const respond = usePairingMutation({
    mutationFn: (response: PairingResponseType) =>
      api("POST /pairings/{id}/respond", {
        params: { id: pairingId },
        body: { response_type: response } satisfies RespondBody,
      }),
    onSuccess: (_result, response) => ANSWERED[response](),
    onError: (error) => toast.error(errorDetail(error) ?? "Failed to respond to request"),
  });
  const buttons: { label: string; response: PairingResponseType; variant: "primary" | "secondary" | "ghost" }[] = [
    { label: "Accept", response: isMatch ? "match" : "befriend", variant: "primary" },
    ...(isMatch ? [{ label: "Befriend", response: "befriend" as const, variant: "secondary" as const }] : []),
    { label: "Decline", response: "decline", variant: "ghost" },
  ];
  return buttons.map((button) => (
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
  ));
}
