import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { DestinationFilter } from "@/components/discover/destination-filter";
import { DiscoverResults } from "@/components/discover/discover-results";
import { DiscoveryGaps } from "@/components/discover/discovery-gaps";
import { GroupTripsSection } from "@/components/discover/group-trips-section";
import { findDiscoveryGaps, findPotentialMatches } from "@/lib/discovery/service";
import { listMyPlans } from "@/lib/plans/service";
import { listTrips } from "@/lib/trips/service";
import { requireMember } from "./require-member";

export const metadata: Metadata = { title: "Discover" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function DiscoverPage({ searchParams }: Props) {
  const actor = await requireMember();
  // A new member is asked what discovery needs first (docs/product.md §2.13), until they finish or skip it.
  if (actor.user.onboardedAt === null) redirect("/app/welcome");
  const raw = (await searchParams).destination;
  const destination = (Array.isArray(raw) ? raw[0] : raw)?.trim() || undefined;

  const [people, activePlans, connectionTrips, gaps] = await Promise.all([
    findPotentialMatches(actor, { destination, skip: 0, limit: 100 }),
    listMyPlans(actor, "active"),
    listTrips(actor, "discover"),
    findDiscoveryGaps(actor),
  ]);
  // No upcoming plan is said by the empty list itself; the profile's gaps get their own panel.
  const noPlan = gaps.find((entry) => entry.gap === "no_upcoming_plan");
  const profileGaps = gaps.filter((entry) => entry !== noPlan);
  // The member's upcoming destinations, once each, in the order of their trips.
  const destinations = [...new Map(activePlans.map((plan) => [plan.destination.toLowerCase(), plan.destination])).values()];

  return (
    <>
      <div className="mb-6">
        <h1 id="discover-heading" tabIndex={-1} className="text-2xl font-bold text-foreground sm:text-3xl">
          Discover
        </h1>
        <p className="mt-2 text-muted">
          {destination ? `Travellers in ${destination} while you are there.` : "Travellers whose plans overlap with yours."}
        </p>
      </div>
      <DestinationFilter destinations={destinations} current={destination} />
      <DiscoveryGaps gaps={profileGaps} />
      <GroupTripsSection trips={connectionTrips} />
      <DiscoverResults key={destination ?? ""} people={people} empty={noPlan ?? undefined} />
    </>
  );
}
