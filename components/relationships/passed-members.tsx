"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { api } from "@/components/data/api-client";
import { Avatar } from "@/components/profile/avatar";
import { Button } from "@/components/ui/button";
import { errorDetailOrMessage } from "@/components/ui/error-detail";
import type { PairingResponse } from "@/lib/pairings/contract";
import { SectionQueryState } from "@/components/settings/section-states";

const passedKeys = { mine: ["pairings", "passed"] as const };

const fetchPassed = () => api("GET /pairings/passed");

/**
 * Settings' "People you passed on": the member's own passes, newest first, each with Show again,
 * which takes the pass back (docs/api.md §5.1). The other never knew of it, and is not told now.
 */
export function PassedMembers({ initialPassed }: { initialPassed?: PairingResponse[] }) {
  const query = useQuery({ queryKey: passedKeys.mine, queryFn: fetchPassed, initialData: initialPassed });

  if (query.isPending || query.isError) return <SectionQueryState query={query} what="people you passed on" />;
  if (query.data.length === 0) return <p className="text-muted">You haven&apos;t passed on anyone.</p>;

  return (
    <ul aria-label="People you passed on" className="flex flex-col divide-y divide-border">
      {query.data.map((pairing) => (
        <PassedRow key={pairing.id} pairing={pairing} />
      ))}
    </ul>
  );
}

function PassedRow({ pairing }: { pairing: PairingResponse }) {
  const queryClient = useQueryClient();
  const user = pairing.other_user;
  const showAgain = useMutation({
    mutationFn: () => api("DELETE /pairings/{id}", { params: { id: pairing.id } }),
    onSuccess: async () => {
      toast.success(`${user.name} can appear in your Discover again`);
      // Discover and the member's profile may offer them again.
      await queryClient.invalidateQueries({ refetchType: "none" });
      await queryClient.invalidateQueries({ queryKey: passedKeys.mine });
    },
    onError: (error) => {
      toast.error(`Failed to show ${user.name} again: ${errorDetailOrMessage(error)}`);
      // Taken back elsewhere already: the list is out of date either way.
      void queryClient.invalidateQueries({ queryKey: passedKeys.mine });
    },
  });

  return (
    <li className="flex items-center gap-3 py-3">
      <Avatar id={user.id} name={user.name} photo={user.photos[0]} size="md" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-foreground">{user.name}</p>
        {user.handle && <p className="truncate text-sm text-muted">@{user.handle}</p>}
      </div>
      <Button variant="secondary" size="sm" loading={showAgain.isPending} onClick={() => showAgain.mutate()}>
        Show again<span className="sr-only"> {user.name}</span>
      </Button>
    </li>
  );
}
