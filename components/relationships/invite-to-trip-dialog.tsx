"use client";

import { useMutation, useQueries, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogPanel, DialogTrigger } from "@/components/ui/dialog";
import { errorDetailOrMessage } from "@/components/ui/error-detail";
import { Spinner } from "@/components/ui/spinner";
import { fetchTrip, inviteToTrip } from "@/components/trips/queries";
import { TripDates } from "@/components/trips/trip-dates";
import { tripQueryKey, type Trip } from "@/components/trips/trip-format";

export type HostedTripSummary = Pick<Trip, "id" | "title" | "destination" | "arrival_date" | "departure_date">;

/**
 * docs/product.md §2's Invite-to-Trip modal on a match or friend: the member's open hosted trips that this
 * person is not part of yet, each with an Invite button. The dialog closes once one is sent.
 */
export function InviteToTripDialog({
  person,
  trips,
}: {
  person: { id: number; name: string };
  trips: HostedTripSummary[];
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="secondary">
          Invite to Trip
        </Button>
      </DialogTrigger>
      <DialogPanel
        title={`Invite ${person.name} to a trip`}
        description="Trips you host that they are not part of yet."
      >
        <TripChoices person={person} trips={trips} onSent={() => setOpen(false)} />
      </DialogPanel>
    </Dialog>
  );
}

function TripChoices({
  person,
  trips,
  onSent,
}: {
  person: { id: number; name: string };
  trips: HostedTripSummary[];
  onSent: () => void;
}) {
  const queryClient = useQueryClient();
  // Each trip's participants come with its detail; a trip whose detail fails to load stays offered.
  const details = useQueries({
    queries: trips.map((trip) => ({ queryKey: tripQueryKey(trip.id), queryFn: () => fetchTrip(trip.id) })),
  });
  const invite = useMutation({
    mutationFn: (tripId: number) => inviteToTrip(tripId, person.id),
    onSuccess: (_participant, tripId) => {
      toast.success("Invitation sent!");
      void queryClient.invalidateQueries({ queryKey: tripQueryKey(tripId) });
      onSent();
    },
    onError: (error) => toast.error(`Failed to send invite: ${errorDetailOrMessage(error)}`),
  });

  if (details.some((detail) => detail.isPending)) {
    return (
      <p role="status" className="flex items-center gap-2 py-4 text-sm text-muted">
        <Spinner /> Loading your trips…
      </p>
    );
  }
  const offered = trips.filter(
    (_trip, index) => !details[index]?.data?.participants.some((participant) => participant.user_id === person.id),
  );
  if (offered.length === 0) {
    return <p className="py-2 text-sm text-muted">{person.name} is already part of every trip you host.</p>;
  }

  return (
    <ul aria-label="Trips you host" className="flex flex-col divide-y divide-border">
      {offered.map((trip) => (
        <li key={trip.id} className="flex items-center gap-3 py-3">
          <div className="min-w-0 flex-1">
            <p className="font-medium break-words text-foreground">{trip.title}</p>
            <p className="text-sm text-muted">
              {trip.destination} · <TripDates trip={trip} />
            </p>
          </div>
          <Button
            size="sm"
            aria-label={`Invite to ${trip.title}`}
            disabled={invite.isPending}
            loading={invite.isPending && invite.variables === trip.id}
            onClick={() => invite.mutate(trip.id)}
          >
            Invite
          </Button>
        </li>
      ))}
    </ul>
  );
}
