"use client";

import { toast } from "@/components/ui/toast";
import { api } from "@/components/data/api-client";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorDetailOrMessage } from "@/components/ui/error-detail";
import type { PairingResponse } from "@/lib/pairings/contract";
import { InviteToTripDialog, type HostedTripSummary } from "./invite-to-trip-dialog";
import { PersonSummary } from "./person-summary";
import { usePairingMutation } from "./use-pairing-mutation";

/** A match or a friend: start (or reopen) the conversation, invite them to a hosted trip, or end the connection. */
export function ConnectionCard({
  pairing,
  hostedTrips = [],
}: {
  pairing: PairingResponse;
  hostedTrips?: HostedTripSummary[];
}) {
  const headingId = `connection-${pairing.id}-name`;
  const name = pairing.other_user.name;
  const isMatch = pairing.relationship_type === "match";

  const message = usePairingMutation({
    mutationFn: () => api("POST /matches/from-pairing/{id}", { params: { id: pairing.id } }),
    onError: (error) => toast.error(`Failed to start conversation: ${errorDetailOrMessage(error)}`),
    navigate: (router, conversation) => router.push(`/app/messages/${conversation.id}`),
  });
  const remove = usePairingMutation({
    mutationFn: () => api("DELETE /pairings/{id}", { params: { id: pairing.id } }),
    onSuccess: () => toast.success(isMatch ? `${name} removed from your matches` : `${name} removed from your friends`),
    onError: (error) =>
      toast.error(`Failed to ${isMatch ? "remove match" : "unfriend"}: ${errorDetailOrMessage(error)}`),
  });

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-sm"
    >
      <PersonSummary person={pairing.other_user} headingId={headingId} />
      {pairing.other_user.bio && <p className="line-clamp-3 text-sm text-foreground">{pairing.other_user.bio}</p>}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <Button size="sm" loading={message.busy} disabled={remove.busy} onClick={() => message.mutate(undefined)}>
          Message
        </Button>
        {hostedTrips.length > 0 && <InviteToTripDialog person={pairing.other_user} trips={hostedTrips} />}
        <ConfirmDialog
          triggerLabel={isMatch ? "Remove" : "Unfriend"}
          disabled={remove.busy || message.busy}
          title={isMatch ? "Remove match" : "Unfriend"}
          description={
            isMatch
              ? `Are you sure you want to remove ${name} from your matches? Your conversation and its messages are deleted for both of you, which cannot be undone. ${name} is not notified and may send you a new request later.`
              : `Are you sure you want to unfriend ${name}? Any conversation between you and its messages are deleted for both of you, which cannot be undone. ${name} is not notified and may send you a new request later.`
          }
          confirmLabel={isMatch ? "Remove" : "Unfriend"}
          pendingLabel={isMatch ? "Removing..." : "Unfriending..."}
          cancelLabel="Keep"
          onConfirm={() => remove.mutateAsync(undefined)}
        />
      </div>
    </article>
  );
}
