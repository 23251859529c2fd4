import { Link } from "@/components/ui/link";
import { buttonClasses } from "@/components/ui/button";
import { CancelTripButton } from "./cancel-trip-button";
import { InviteDialog } from "./invite-dialog";
import { editTripHref } from "./paths";
import type { Trip } from "./trip-format";

/** The host's actions on a My Trips card: Invite, Edit, Cancel (docs/product.md §2). */
export function HostedTripActions({ trip }: { trip: Trip }) {
  return (
    <>
      <InviteDialog tripId={trip.id} tripTitle={trip.title} triggerLabel="Invite" withFailureDetail />
      <Link href={editTripHref(trip.id)} className={buttonClasses({ variant: "secondary", size: "sm" })}>
        Edit
      </Link>
      <CancelTripButton tripId={trip.id} title={trip.title} from="list" />
    </>
  );
}
