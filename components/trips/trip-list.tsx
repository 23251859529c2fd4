import { Link } from "@/components/ui/link";
import { buttonClasses } from "@/components/ui/button";
import { HostedTripActions } from "./hosted-trip-actions";
import { TripCard } from "./trip-card";
import type { Trip } from "./trip-format";

export type GroupTripTab = "hosting" | "joining" | "network";

const LABELS: Record<GroupTripTab, string> = {
  hosting: "Trips you host",
  joining: "Trips you are joining",
  network: "Trips from your network",
};

/** The group-trip tabs of My Trips: the host's cards carry their actions; the others open the trip. */
export function TripList({ tab, trips }: { tab: GroupTripTab; trips: Trip[] }) {
  if (trips.length === 0) return <EmptyTrips tab={tab} />;
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label={LABELS[tab]}>
      {trips.map((trip) => (
        <li key={trip.id}>
          <TripCard
            trip={trip}
            hosting={tab === "hosting"}
            actions={tab === "hosting" ? <HostedTripActions trip={trip} /> : undefined}
          />
        </li>
      ))}
    </ul>
  );
}

function EmptyTrips({ tab }: { tab: GroupTripTab }) {
  const content = {
    hosting: {
      title: "No hosted trips yet",
      text: "You are not hosting group trips yet. Host a Trip, then invite your matches and friends along.",
      link: null,
    },
    joining: {
      title: "No trips to join yet",
      text: "Trips you are invited to, have asked to join or are going on will be listed here.",
      link: { href: "/app/travel-plans?tab=network", label: "Browse Network Trips" },
    },
    network: {
      title: "No network trips right now",
      text: "Public group trips hosted by your matches and friends will be listed here.",
      link: { href: "/app", label: "Go to Discover" },
    },
  }[tab];
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-surface px-6 py-12 text-center">
      <h3 className="text-lg font-semibold text-foreground">{content.title}</h3>
      <p className="max-w-md text-muted">{content.text}</p>
      {content.link && (
        <Link href={content.link.href} className={buttonClasses({ variant: "secondary", className: "mt-2" })}>
          {content.link.label}
        </Link>
      )}
    </div>
  );
}
