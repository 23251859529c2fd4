import { Link } from "@/components/ui/link";
import { placeName } from "@/components/cities/place-name";
import { MemberLink } from "@/components/public-profile/member-link";
import { TripTypeBadge } from "@/components/trips/trip-badges";
import { TripDates } from "@/components/trips/trip-dates";
import { tripHref } from "@/components/trips/paths";
import type { Trip } from "@/components/trips/trip-format";

/**
 * docs/product.md §2: public trips hosted by the member's connections that they could still join. The whole
 * card opens the trip; its title is the link (stretched over the card), so it is named once.
 */
export function GroupTripsSection({ trips }: { trips: Trip[] }) {
  if (trips.length === 0) return null;
  return (
    <section aria-labelledby="connection-trips-heading" className="mb-10 flex flex-col gap-4">
      <h2 id="connection-trips-heading" tabIndex={-1} className="text-xl font-semibold text-foreground">
        Group Trips from Your Connections
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {trips.map((trip) => (
          <li key={trip.id}>
            <ConnectionTripCard trip={trip} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ConnectionTripCard({ trip }: { trip: Trip }) {
  const headingId = `connection-trip-${trip.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex h-full flex-col gap-2 rounded-2xl border border-border bg-surface p-5 shadow-sm transition-colors hover:border-primary"
    >
      <h3 id={headingId} className="text-lg font-semibold break-words text-foreground">
        <Link
          href={tripHref(trip.id)}
          className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-(--focus)"
        >
          {trip.title}
        </Link>
      </h3>
      <p className="text-sm font-medium text-foreground">{placeName(trip)}</p>
      <p className="text-sm text-foreground">
        <TripDates trip={trip} />
      </p>
      <div>
        <TripTypeBadge tripType={trip.trip_type} />
      </div>
      {trip.description && <p className="line-clamp-3 text-sm text-muted">{trip.description}</p>}
      {/* Above the card's stretched trip link, so the host's name opens their profile. */}
      <p className="mt-auto pt-1 text-sm text-muted">
        Hosted by <MemberLink member={trip.creator} className="relative z-10" />
      </p>
    </article>
  );
}
