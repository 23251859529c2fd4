"use client";

import { toast } from "@/components/ui/toast";
import { Avatar } from "@/components/profile/avatar";
import { Link } from "@/components/ui/link";
import { memberPath } from "@/components/public-profile/paths";
import { Button } from "@/components/ui/button";
import { ParticipantStatusBadge } from "./trip-badges";
import { answerParticipation, participantUpdateFailure, withdrawInvitation, type Answer } from "./participation";
import type { Participant } from "./trip-format";
import { useTripMutation } from "./use-trip-mutation";

const ANSWERED: Record<Answer, string> = { accepted: "accepted", declined: "declined" };

/**
 * The host's list of people waiting for an answer (docs/product.md §2, §4): those asking to join, whom
 * the host accepts or declines, and those invited, whose answer is theirs alone: the host can only
 * withdraw the invitation.
 */
export function PendingApprovals({ tripId, pending }: { tripId: number; pending: Participant[] }) {
  const answer = useTripMutation(tripId, {
    mutationFn: ({ userId, value }: { userId: number; value: Answer; name: string }) =>
      answerParticipation(tripId, userId, value),
    onSuccess: (_participant, { value, name }) => toast.success(`${name} ${ANSWERED[value]}`),
    onError: (error) => toast.error(participantUpdateFailure(error)),
  });
  const withdraw = useTripMutation(tripId, {
    mutationFn: ({ userId }: { userId: number; name: string }) => withdrawInvitation(tripId, userId),
    onSuccess: (_result, { name }) => toast.success(`Invitation to ${name} withdrawn`),
    onError: (error) => toast.error(participantUpdateFailure(error)),
  });
  const busy = answer.isPending || withdraw.isPending;

  return (
    <section aria-labelledby="pending-approvals-heading" className="flex flex-col gap-3">
      <h2 id="pending-approvals-heading" tabIndex={-1} className="text-lg font-semibold text-foreground">
        Pending Approvals
      </h2>
      {pending.length === 0 ? (
        <p className="text-sm text-muted">No one is waiting for an answer.</p>
      ) : (
        <ul aria-label="Pending approvals" className="flex flex-col divide-y divide-border">
          {pending.map((participant) => {
            const name = participant.user_name;
            const answering = answer.isPending && answer.variables?.userId === participant.user_id;
            return (
              <li key={participant.id} className="flex flex-wrap items-center gap-3 py-3">
                <Avatar id={participant.user_id} name={name} photo={participant.user.photos[0]} size="sm" />
                {/* A long name keeps its room: the buttons move under it instead. */}
                <div className="flex min-w-[9rem] flex-1 flex-col items-start gap-1">
                  <p className="max-w-full font-medium break-words text-foreground">
                    <Link href={memberPath(participant.user_id)} className="underline-offset-4 hover:underline">
                      {name}
                    </Link>
                  </p>
                  <ParticipantStatusBadge status={participant.status} />
                </div>
                {participant.status === "invited" ? (
                  <div className="ml-auto flex gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Withdraw invitation to ${name}`}
                      disabled={busy}
                      loading={withdraw.isPending && withdraw.variables?.userId === participant.user_id}
                      onClick={() => withdraw.mutate({ userId: participant.user_id, name })}
                    >
                      Withdraw invitation
                    </Button>
                  </div>
                ) : (
                  <div className="ml-auto flex gap-2">
                    <Button
                      size="sm"
                      aria-label={`Accept ${name}`}
                      disabled={busy}
                      loading={answering && answer.variables?.value === "accepted"}
                      onClick={() => answer.mutate({ userId: participant.user_id, value: "accepted", name })}
                    >
                      Accept
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Decline ${name}`}
                      disabled={busy}
                      loading={answering && answer.variables?.value === "declined"}
                      onClick={() => answer.mutate({ userId: participant.user_id, value: "declined", name })}
                    >
                      Decline
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
