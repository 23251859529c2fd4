import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { placeName } from "@/components/cities/place-name";
import { MemberLink } from "@/components/public-profile/member-link";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ChatUnreadBadge } from "./chat-unread-badge";
import { HostBadge, ParticipantStatusBadge, TripStatusBadge, TripTypeBadge, VisibilityBadge } from "./trip-badges";
import { TripDates } from "./trip-dates";
import { tripHref } from "./paths";
import { participantCount, waitingCount, type Trip } from "./trip-format";

/**
 * One group trip on My Trips. The host's cards carry a Host badge and the host's actions
 * (`actions`); other cards say who hosts and where the viewer stands.
 */
export function TripCard({ trip, hosting, actions }: { trip: Trip; hosting: boolean; actions?: ReactNode }) {
  const headingId = `trip-${trip.id}-title`;
  return (
    <Card className="h-full p-5">
      <article aria-labelledby={headingId} className="flex h-full flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} tabIndex={-1} className="min-w-0 text-lg font-semibold break-words text-foreground">
            {trip.title}
          </h3>
          <TripStatusBadge status={trip.status} />
        </div>
        <div className="flex flex-col gap-1 text-sm">
          <p className="font-medium text-foreground">{placeName(trip)}</p>
          <p className="text-foreground">
            <TripDates trip={trip} />
          </p>
          <p className="text-muted">
            {participantCount(trip)}
            {waitingCount(trip) && <span> · {waitingCount(trip)}</span>}
          </p>
          {trip.unread_messages !== null && trip.unread_messages > 0 && (
            <p>
              <Link
                href={`${tripHref(trip.id)}#chat`}
                className="inline-flex items-center gap-2 font-medium text-link underline-offset-2 hover:underline"
              >
                Chat <ChatUnreadBadge count={trip.unread_messages} />
              </Link>
            </p>
          )}
          {!hosting && (
            <p className="text-muted">
              Hosted by <MemberLink member={trip.creator} />
            </p>
          )}
          {!hosting && trip.user_status && (
            <p className="flex items-center gap-2 text-muted">
              Your status: <ParticipantStatusBadge status={trip.user_status} position={trip.waitlist_position} />
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {hosting && <HostBadge />}
          <TripTypeBadge tripType={trip.trip_type} />
          <VisibilityBadge visibility={trip.visibility} />
        </div>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Link href={tripHref(trip.id)} className={buttonClasses({ variant: "primary", size: "sm" })}>
            View Details
          </Link>
          {actions}
        </div>
      </article>
    </Card>
  );
}
