"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@/components/ui/link";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Avatar } from "@/components/profile/avatar";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { errorDetail, errorDetailOrMessage } from "@/components/ui/error-detail";
import { Spinner } from "@/components/ui/spinner";
import { CONNECTIONS_QUERY_KEY, fetchConnections, fetchTrip, inviteToTrip } from "./queries";
import { tripQueryKey } from "./trip-format";

/** The invite dialog's list (./invite-dialog.tsx), loaded when the dialog is about to open. */
export default function InviteList({ tripId, withFailureDetail }: { tripId: number; withFailureDetail: boolean }) {
  const queryClient = useQueryClient();
  const trip = useQuery({ queryKey: tripQueryKey(tripId), queryFn: () => fetchTrip(tripId) });
  const connections = useQuery({ queryKey: CONNECTIONS_QUERY_KEY, queryFn: fetchConnections, staleTime: 0 });
  const [invited, setInvited] = useState<ReadonlySet<number>>(new Set());

  const invite = useMutation({
    mutationFn: (userId: number) => inviteToTrip(tripId, userId),
    onSuccess: (_participant, userId) => {
      toast.success("Invite sent!");
      setInvited((previous) => new Set(previous).add(userId));
      void queryClient.invalidateQueries({ queryKey: tripQueryKey(tripId) });
    },
    onError: (error) =>
      toast.error(
        withFailureDetail ? `Failed to send invite: ${errorDetailOrMessage(error)}` : "Failed to send invite",
      ),
  });

  if (trip.isPending || connections.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-4 text-sm text-muted">
        <Spinner /> Loading your matches and friends…
      </p>
    );
  }
  if (trip.isError || connections.isError) {
    return (
      <Alert tone="error">
        Could not load who you can invite: {errorDetail(trip.error ?? connections.error) ?? "please try again"}
      </Alert>
    );
  }

  const taken = new Set([trip.data.creator_id, ...trip.data.participants.map((participant) => participant.user_id)]);
  const people = connections.data.filter(({ person }) => !taken.has(person.id) || invited.has(person.id));

  if (people.length === 0) {
    return connections.data.length === 0 ? (
      <div className="flex flex-col items-start gap-3 py-2 text-sm text-muted">
        <p>You have no matches or friends yet. Connect with travellers on Discover, then invite them here.</p>
        <Link href="/app" className={buttonClasses({ variant: "secondary", size: "sm" })}>
          Go to Discover
        </Link>
      </div>
    ) : (
      <p className="py-2 text-sm text-muted">Everyone you are connected with is already part of this trip.</p>
    );
  }

  return (
    <ul aria-label="People you can invite" className="flex flex-col divide-y divide-border">
      {people.map(({ person, kind }) => {
        const done = invited.has(person.id);
        return (
          <li key={person.id} className="flex items-center gap-3 py-3">
            <Avatar id={person.id} name={person.name} photo={person.photos[0]} size="sm" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-foreground">{person.name}</p>
              {person.handle && <p className="truncate text-sm text-muted">@{person.handle}</p>}
            </div>
            <Badge tone="neutral">{kind}</Badge>
            <Button
              size="sm"
              variant={done ? "secondary" : "primary"}
              aria-label={done ? `${person.name} invited` : `Invite ${person.name}`}
              disabled={done || invite.isPending}
              loading={invite.isPending && invite.variables === person.id}
              onClick={() => invite.mutate(person.id)}
            >
              {done ? "Invited" : "Invite"}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
