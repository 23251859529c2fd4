import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PageHeading } from "@/components/shell/page-heading";
import { BackLink } from "@/components/ui/back-link";
import { TripForm } from "@/components/trips/trip-form";
import { tripHref } from "@/components/trips/paths";
import { TripLoadFailed, TripNotFound } from "@/components/trips/trip-states";
import { requireMember } from "../../../require-member";
import { loadTrip } from "../../load-trip";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await loadTrip(await requireMember(), (await params).id);
  return { title: loaded.state === "found" ? `Edit ${loaded.trip.title}` : "Edit Trip" };
}

/** Only the host edits; anyone else who can see the trip is sent to it. */
export default async function EditGroupTripPage({ params }: Props) {
  const actor = await requireMember();
  const loaded = await loadTrip(actor, (await params).id);
  if (loaded.state === "not_found") return <TripNotFound />;
  if (loaded.state === "failed") return <TripLoadFailed />;
  const { trip } = loaded;
  if (trip.creator_id !== actor.id) redirect(tripHref(trip.id));

  return (
    <div className="mx-auto max-w-3xl">
      <BackLink href={tripHref(trip.id)}>Back to the trip</BackLink>
      <PageHeading title="Edit Trip">{trip.title}</PageHeading>
      <TripForm trip={trip} />
    </div>
  );
}
