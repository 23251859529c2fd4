"use client";

import { Link } from "@/components/ui/link";
import { api } from "@/components/data/api-client";
import { Avatar } from "@/components/profile/avatar";
import { memberPath } from "@/components/public-profile/paths";
import { Button } from "@/components/ui/button";
import { errorDetailOrMessage } from "@/components/ui/error-detail";
import { toast } from "@/components/ui/toast";
import type { Participant, Trip } from "./trip-format";
import { useTripMutation } from "./use-trip-mutation";

type Move = { userId: number; position: number; name: string };

/**
 * The host's waitlist (docs/api.md §6.5): who waits for a place, first in line first. The host moves
 * people up or down and takes them off it; a freed place goes to the first one by itself.
 */
export function WaitlistPanel({ trip, waiting }: { trip: Trip; waiting: Participant[] }) {
  const move = useTripMutation(trip.id, {
    mutationFn: ({ userId, position }: Move) =>
      api("PUT /group-trips/{id}/waitlist/{userId}", { params: { id: trip.id, userId }, body: { position } }),
    onSuccess: (_trip, { name, position }) => toast.success(`${name} is now #${position}`),
    onError: (error) => toast.error(`Failed to reorder the waitlist: ${errorDetailOrMessage(error)}`),
  });
  const remove = useTripMutation(trip.id, {
    mutationFn: ({ userId }: { userId: number; name: string }) =>
      api("DELETE /group-trips/{id}/participants/{userId}", { params: { id: trip.id, userId } }),
    onSuccess: (_result, { name }) => toast.success(`${name} taken off the waitlist`),
    onError: (error) => toast.error(`Failed to update the waitlist: ${errorDetailOrMessage(error)}`),
  });
  const busy = move.isPending || remove.isPending;

  return (
    <section aria-labelledby="waitlist-heading" className="flex flex-col gap-3">
      <h2 id="waitlist-heading" tabIndex={-1} className="text-lg font-semibold text-foreground">
        Waitlist <span className="text-sm font-normal text-muted">({waiting.length} waiting)</span>
      </h2>
      <ol aria-label="Waitlist" className="flex flex-col divide-y divide-border">
        {waiting.map((participant, index) => {
          const name = participant.user_name;
          const position = participant.waitlist_position ?? index + 1;
          return (
            <li key={participant.id} className="flex flex-wrap items-center gap-3 py-3">
              <span aria-hidden="true" className="w-6 text-right text-sm font-semibold text-muted tabular-nums">
                {position}
              </span>
              <Avatar id={participant.user_id} name={name} photo={participant.user.photos[0]} size="sm" />
              <p className="min-w-[7rem] flex-1 font-medium break-words text-foreground">
                <span className="sr-only">#{position} </span>
                <Link href={memberPath(participant.user_id)} className="underline-offset-4 hover:underline">
                  {name}
                </Link>
              </p>
              <div className="ml-auto flex gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Move ${name} up`}
                  disabled={busy || index === 0}
                  onClick={() => move.mutate({ userId: participant.user_id, position: position - 1, name })}
                >
                  ↑
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Move ${name} down`}
                  disabled={busy || index === waiting.length - 1}
                  onClick={() => move.mutate({ userId: participant.user_id, position: position + 1, name })}
                >
                  ↓
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Remove ${name} from the waitlist`}
                  disabled={busy}
                  loading={remove.isPending && remove.variables?.userId === participant.user_id}
                  onClick={() => remove.mutate({ userId: participant.user_id, name })}
                >
                  Remove
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
