"use client";

import { useQuery } from "@tanstack/react-query";
import { Link } from "@/components/ui/link";
import { ApiError } from "@/components/data/api-client";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { errorDetail } from "@/components/ui/error-detail";
import { FocusRescue } from "@/components/ui/focus-rescue";
import { Spinner } from "@/components/ui/spinner";
import { BackLink } from "@/components/ui/back-link";
import { CancelTripButton } from "./cancel-trip-button";
import { ChatUnreadBadge } from "./chat-unread-badge";
import { InviteDialog } from "./invite-dialog";
import { ParticipantsList } from "./participants-list";
import { TripChatSlot } from "./trip-chat-slot";
import { PendingApprovals } from "./pending-approvals";
import { fetchTrip } from "./queries";
import { editTripHref } from "./paths";
import { myTripsHref, tripQueryKey, type Trip } from "./trip-format";
import { TripDetails, TripHeader } from "./trip-overview";
import { InvalidTripData, TripLoadFailed, TripNotFound } from "./trip-states";
import { ViewerBanner } from "./viewer-banner";
import { WaitlistPanel } from "./waitlist-panel";

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The group trip screen (docs/product.md §2). The page's server render brings the trip when it can; after
 * that the browser keeps it current: every answer, invitation or request asks for it again.
 * A failed load is retried once (docs/product.md §7); a 404 is not.
 */
export function TripDetail({
  tripId,
  viewerId,
  initialTrip,
}: {
  tripId: number;
  viewerId: number;
  initialTrip?: Trip;
}) {
  const query = useQuery({
    queryKey: tripQueryKey(tripId),
    queryFn: () => fetchTrip(tripId),
    initialData: initialTrip,
    staleTime: 10_000,
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });

  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted">
        <Spinner /> Loading trip…
      </p>
    );
  }
  if (query.isError) {
    if (isNotFound(query.error)) return <TripNotFound />;
    return (
      <TripLoadFailed
        message={errorDetail(query.error)}
        action={
          <Button loading={query.isFetching} loadingText="Trying again..." onClick={() => void query.refetch()}>
            Try Again
          </Button>
        }
      />
    );
  }
  const trip = query.data;
  if (!trip.title || !trip.destination) return <InvalidTripData />;
  return <TripScreen trip={trip} viewerId={viewerId} />;
}

function TripScreen({ trip, viewerId }: { trip: Trip; viewerId: number }) {
  const isHost = trip.creator_id === viewerId;
  const pending = trip.participants.filter(
    (participant) => participant.status === "invited" || participant.status === "requested",
  );
  const waiting = trip.participants.filter((participant) => participant.status === "waitlisted");
  // The chat is for accepted people only (docs/api.md §6.4); the host is one.
  const inChat = isHost || trip.user_status === "accepted";

  return (
    <div className="flex flex-col gap-6">
      <FocusRescue fallbackId="trip-heading" />
      <div>
        <BackLink href={myTripsHref(trip, viewerId)}>Back to My Trips</BackLink>
        <TripHeader
          trip={trip}
          actions={
            isHost && (
              <>
                <InviteDialog
                  tripId={trip.id}
                  tripTitle={trip.title}
                  triggerLabel="Invite Others"
                  triggerVariant="primary"
                />
                <Link href={editTripHref(trip.id)} className={buttonClasses({ variant: "secondary", size: "sm" })}>
                  Edit
                </Link>
                <CancelTripButton tripId={trip.id} title={trip.title} from="trip" />
              </>
            )
          }
        />
      </div>
      {/* Rendered with the page, not loaded after it: a lazy banner came with the server's HTML but
          ignored a click made before its code arrived (docs/decisions/021-first-load-weight.md). */}
      {!isHost && <ViewerBanner trip={trip} viewerId={viewerId} />}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <TripDetails trip={trip} isHost={isHost} />
          {inChat && (
            <Card id="chat" className="scroll-mt-20 p-5 sm:p-6">
              <section aria-labelledby="trip-chat-heading" className="flex flex-col gap-3">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 id="trip-chat-heading" className="text-lg font-semibold text-foreground">
                    Chat
                  </h2>
                  <ChatUnreadBadge count={trip.unread_messages} />
                </div>
                <TripChatSlot tripId={trip.id} viewerId={viewerId} />
              </section>
            </Card>
          )}
        </div>
        <div className="flex flex-col gap-6">
          {isHost && (
            <Card className="p-5">
              <PendingApprovals tripId={trip.id} pending={pending} />
            </Card>
          )}
          {isHost && waiting.length > 0 && (
            <Card className="p-5">
              <WaitlistPanel trip={trip} waiting={waiting} />
            </Card>
          )}
          <Card className="p-5">
            <ParticipantsList participants={trip.participants} viewerId={viewerId} />
          </Card>
        </div>
      </div>
    </div>
  );
}
