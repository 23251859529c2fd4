"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTransition, type ReactNode } from "react";
import { toast } from "@/components/ui/toast";
import { api } from "@/components/data/api-client";
import { MemberLink } from "@/components/public-profile/member-link";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorDetailOrMessage } from "@/components/ui/error-detail";
import { tripClosingKey } from "./chat-queries";
import { answerParticipation, participantUpdateFailure, type Answer } from "./participation";
import { isTripFull, type Trip } from "./trip-format";
import { useTripMutation } from "./use-trip-mutation";

/**
 * What a non-host can do about a trip, from their own status (docs/product.md §4): answer an invitation,
 * wait on a request, read a decline, leave, or ask to join a public trip. Nothing for a private
 * trip they have no part in. The host has their own actions and sees no banner.
 */
export function ViewerBanner({ trip, viewerId }: { trip: Trip; viewerId: number }) {
  const status = trip.user_status;
  // Each answer is announced by its toast; the banner then shows the new status.
  return (
    <>
      {status === "invited" && <InvitedBanner trip={trip} viewerId={viewerId} />}
      {status === "requested" && (
        <Banner title="Requested to Join" tone="waiting">
          {trip.creator.name} will answer your request to join this trip.
        </Banner>
      )}
      {status === "declined" && (
        <Banner title="Request Declined" tone="muted">
          You are not part of this trip.
        </Banner>
      )}
      {status === "accepted" && <GoingBanner trip={trip} viewerId={viewerId} />}
      {status === "waitlisted" && <WaitlistedBanner trip={trip} viewerId={viewerId} />}
      {status === null && trip.visibility === "public" && <JoinBanner trip={trip} />}
    </>
  );
}

function Banner({
  title,
  tone,
  children,
  actions,
}: {
  title: string;
  tone: "waiting" | "muted" | "good" | "plain";
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section
      aria-label="Your place on this trip"
      className={cn(
        "flex flex-col gap-3 rounded-2xl border p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5",
        tone === "good" && "border-success/40 bg-success-soft",
        tone === "waiting" && "border-warning/40 bg-warning-soft",
        tone === "muted" && "border-border bg-surface-muted",
        tone === "plain" && "border-border bg-surface",
      )}
    >
      <div>
        <h2 className="text-lg font-semibold text-foreground">{title}</h2>
        <p className="text-sm text-foreground">{children}</p>
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </section>
  );
}

function InvitedBanner({ trip, viewerId }: { trip: Trip; viewerId: number }) {
  const answer = useTripMutation(trip.id, {
    mutationFn: (value: Answer) => answerParticipation(trip.id, viewerId, value),
    onSuccess: (_participant, value) =>
      value === "accepted" ? toast.success("You're going! Welcome aboard.") : toast.info("Invitation declined"),
    onError: (error) => toast.error(participantUpdateFailure(error)),
  });
  return (
    <Banner
      title="You're invited"
      tone="waiting"
      actions={
        <>
          <Button
            size="sm"
            disabled={answer.isPending}
            loading={answer.isPending && answer.variables === "accepted"}
            onClick={() => answer.mutate("accepted")}
          >
            Accept
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={answer.isPending}
            loading={answer.isPending && answer.variables === "declined"}
            onClick={() => answer.mutate("declined")}
          >
            Decline
          </Button>
        </>
      }
    >
      <MemberLink member={trip.creator} /> invited you to this trip.
    </Banner>
  );
}

function GoingBanner({ trip, viewerId }: { trip: Trip; viewerId: number }) {
  const router = useRouter();
  const [, startNavigation] = useTransition();
  // Not a trip mutation: the trip is not asked again, since after leaving it may no longer be visible.
  const leave = useMutation({
    mutationKey: tripClosingKey(trip.id),
    mutationFn: () =>
      api("DELETE /group-trips/{id}/participants/{userId}", { params: { id: trip.id, userId: viewerId } }),
    onSuccess: () => {
      toast.success(`You left "${trip.title}"`);
      startNavigation(() => router.push("/app/travel-plans"));
    },
    onError: (error) => toast.error(`Failed to leave trip: ${errorDetailOrMessage(error)}`),
  });
  return (
    <Banner
      title="You're going"
      tone="good"
      actions={
        <ConfirmDialog
          triggerLabel="Leave Trip"
          title="Leave trip"
          description={`Are you sure you want to leave "${trip.title}"? To come back, you would need a new invitation or an approved request.`}
          confirmLabel="Leave Trip"
          pendingLabel="Leaving..."
          cancelLabel="Stay"
          onConfirm={() => leave.mutateAsync()}
        />
      }
    >
      You are one of the participants of this trip.
    </Banner>
  );
}

/** On a full trip's waitlist (docs/api.md §6.5): the place in line, and a way out of it. */
function WaitlistedBanner({ trip, viewerId }: { trip: Trip; viewerId: number }) {
  const leave = useTripMutation(trip.id, {
    mutationFn: () =>
      api("DELETE /group-trips/{id}/participants/{userId}", { params: { id: trip.id, userId: viewerId } }),
    onSuccess: () => toast.info("You left the waitlist"),
    onError: (error) => toast.error(`Failed to leave the waitlist: ${errorDetailOrMessage(error)}`),
  });
  const position = trip.waitlist_position;
  return (
    <Banner
      title={position ? `Waitlisted, #${position}` : "Waitlisted"}
      tone="waiting"
      actions={
        <Button
          size="sm"
          variant="secondary"
          loading={leave.isPending}
          loadingText="Leaving..."
          onClick={() => leave.mutate(undefined)}
        >
          Leave Waitlist
        </Button>
      }
    >
      This trip is full. When a place frees, the first in line joins at once and is told.
    </Banner>
  );
}

function JoinBanner({ trip }: { trip: Trip }) {
  const full = isTripFull(trip);
  const join = useTripMutation(trip.id, {
    mutationFn: () => api("POST /group-trips/{id}/join", { params: { id: trip.id } }),
    onSuccess: (participant) =>
      toast.success(
        participant.status === "waitlisted"
          ? `You're #${participant.waitlist_position} on the waitlist`
          : "Request sent to the host",
      ),
    onError: (error) => toast.error(`Failed to request to join: ${errorDetailOrMessage(error)}`),
  });
  return (
    <Banner
      title={full ? "This trip is full" : "Interested?"}
      tone="plain"
      actions={
        <Button size="sm" loading={join.isPending} loadingText="Sending..." onClick={() => join.mutate(undefined)}>
          {full ? "Join Waitlist" : "Request to Join"}
        </Button>
      }
    >
      {full
        ? "Join the waitlist: when a place frees, the first in line joins at once."
        : `This trip is open to ${trip.creator.name}'s connections. Ask to join and the host will answer.`}
    </Banner>
  );
}
