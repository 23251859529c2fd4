import type { Metadata } from "next";
import { PageHeading } from "@/components/shell/page-heading";
import { BackLink } from "@/components/ui/back-link";
import { TripForm } from "@/components/trips/trip-form";
import { requireMember } from "../../require-member";

export const metadata: Metadata = { title: "Host a Trip" };

export default async function CreateGroupTripPage() {
  await requireMember();
  return (
    <div className="mx-auto max-w-3xl">
      <BackLink href="/app/travel-plans?tab=hosting">Back to My Trips</BackLink>
      <PageHeading title="Host a Trip">Plan a trip and invite your matches and friends along.</PageHeading>
      <TripForm />
    </div>
  );
}
