"use client";

import { lazy } from "react";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { Dialog, DialogPanel, DialogTrigger } from "@/components/ui/dialog";

// The list (its queries, the invite mutation, avatars) is loaded when the trigger is pointed at,
// focused or pressed, like the dialog itself (docs/benchmarks.md, first-load JS).
const loadList = () => import("./invite-list");
const InviteList = lazy(loadList);

type InviteDialogProps = {
  tripId: number;
  tripTitle: string;
  triggerLabel: string;
  triggerVariant?: ButtonVariant;
  /**
   * docs/product.md §8: My Trips says why an invite failed ('Failed to send invite: {detail}'); the trip screen does
   * not.
   */
  withFailureDetail?: boolean;
};

/**
 * The host's invite modal (docs/product.md §2): their matches and friends who are not part of the trip yet,
 * each with an Invite button. Someone invited stays listed as "Invited" until the modal closes.
 */
export function InviteDialog({
  tripId,
  tripTitle,
  triggerLabel,
  triggerVariant = "secondary",
  withFailureDetail = false,
}: InviteDialogProps) {
  return (
    <Dialog>
      <DialogTrigger asChild preload={loadList}>
        <Button size="sm" variant={triggerVariant}>
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogPanel
        title={`Invite to ${tripTitle}`}
        description="Your matches and friends who are not part of this trip yet."
      >
        <InviteList tripId={tripId} withFailureDetail={withFailureDetail} />
      </DialogPanel>
    </Dialog>
  );
}
