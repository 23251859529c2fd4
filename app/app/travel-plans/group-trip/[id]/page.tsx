import type { Metadata } from "next";
import { TripDetail } from "@/components/trips/trip-detail";
import { TripNotFound } from "@/components/trips/trip-states";
import { requireMember } from "../../../require-member";
import { loadTrip, tripIdOf } from "../../load-trip";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await loadTrip(await requireMember(), (await params).id);
  return { title: loaded.state === "found" ? loaded.trip.title : "Group Trip" };
}

/**
 * /app/travel-plans/group-trip/{id}: the trip comes with the page; when loading it failed for
 * another reason than "not found", the browser loads it again (and retries once).
 */
export default async function GroupTripPage({ params }: Props) {
  const actor = await requireMember();
  const raw = (await params).id;
  const loaded = await loadTrip(actor, raw);
  if (loaded.state === "not_found") return <TripNotFound />;
  const tripId = tripIdOf(raw)!;
  // Keyed by id: moving to another trip starts a fresh screen.
  return (
    <TripDetail
      key={tripId}
      tripId={tripId}
      viewerId={actor.id}
      initialTrip={loaded.state === "found" ? loaded.trip : undefined}
    />
  );
}
