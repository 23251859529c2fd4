"use client";

import { useMutation } from "@tanstack/react-query";
import { toast } from "@/components/ui/toast";
import { api } from "@/components/data/api-client";
import { Button } from "@/components/ui/button";
import { errorDetail } from "@/components/ui/error-detail";
import type { PotentialMatch } from "@/lib/discovery/contract";
import type { CreatePairingBody, PairingResponse } from "@/lib/pairings/contract";

type PairingAction = CreatePairingBody["action"];

const LABELS: Record<PairingAction, string> = { pass: "Pass", friend: "Friend", match: "Match" };

/** How long a pass's toast offers Undo (docs/product.md §2.4). */
const UNDO_PASS_SECONDS = 6;

/** docs/product.md §8's toasts; a request the other had already sent resolves at once (docs/api.md §5). */
function announce(pairing: PairingResponse, action: PairingAction, name: string) {
  if (pairing.status === "accepted") {
    if (pairing.relationship_type === "match") toast.success(`It's a match! You and ${name} matched.`);
    else toast.success(`You and ${name} are now friends!`);
    return;
  }
  toast.success(action === "match" ? "Match request sent!" : "Friend request sent!");
}

/**
 * Pass, Friend and Match as the server offers them (`available_actions`); on the Potential
 * Friendships list Match is never offered. `onDone` takes the card off the list. A pass's toast
 * offers Undo for a few seconds: it takes the pass back (docs/api.md §5.1) and `onUndone` puts the
 * card back; Settings lists the passes for later second thoughts.
 */
export function PairingButtons({
  person,
  allowMatch,
  onDone,
  onUndone,
}: {
  person: PotentialMatch;
  allowMatch: boolean;
  onDone: (personId: number) => void;
  onUndone: (personId: number) => void;
}) {
  async function undoPass(pairing: PairingResponse) {
    try {
      await api("DELETE /pairings/{id}", { params: { id: pairing.id } });
      onUndone(person.id);
    } catch (error) {
      toast.error(`Failed to undo: ${errorDetail(error) ?? "please try again"}`);
    }
  }

  const pair = useMutation({
    mutationFn: (action: PairingAction) =>
      api("POST /pairings", {
        body: { target_user_id: person.id, action } satisfies CreatePairingBody,
      }),
    onSuccess: (pairing, action) => {
      if (action === "pass") {
        toast.success(`You passed on ${person.name}`, {
          action: { label: "Undo", onClick: () => void undoPass(pairing) },
          duration: UNDO_PASS_SECONDS * 1000,
        });
      } else announce(pairing, action, person.name);
      onDone(person.id);
    },
    onError: (error) => toast.error(errorDetail(error) ?? "Failed to create pairing"),
  });

  const offered: PairingAction[] = ["pass"];
  if (person.available_actions.includes("befriend")) offered.push("friend");
  if (allowMatch && person.available_actions.includes("match")) offered.push("match");

  return offered.map((action) => (
    <Button
      key={action}
      size="sm"
      variant={action === "pass" ? "ghost" : action === "friend" ? "secondary" : "primary"}
      className={action === "pass" ? "border border-border" : undefined}
      disabled={pair.isPending}
      loading={pair.isPending && pair.variables === action}
      onClick={() => pair.mutate(action)}
    >
      {LABELS[action]}
    </Button>
  ));
}
