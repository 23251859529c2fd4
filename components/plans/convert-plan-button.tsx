"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { api } from "@/components/data/api-client";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorDetailOrMessage } from "@/components/ui/error-detail";

/**
 * docs/product.md §4: a solo plan becomes a group trip the member hosts, after confirming; the app opens the new trip.
 */
export function ConvertPlanButton({ planId, destination }: { planId: number; destination: string }) {
  const router = useRouter();
  const [, startNavigation] = useTransition();
  const convert = useMutation({
    mutationFn: () => api("POST /travel-plans/{id}/convert-to-group-trip", { params: { id: planId } }),
    onSuccess: ({ group_trip_id }) => {
      toast.success("Your trip is now a group trip you host");
      startNavigation(() => router.push(`/app/travel-plans/group-trip/${group_trip_id}`));
    },
    onError: (error) => toast.error(`Failed to convert to group trip: ${errorDetailOrMessage(error)}`),
  });

  return (
    <ConfirmDialog
      triggerLabel="Convert to hosted trip"
      title="Convert to hosted trip"
      description={`Turn your trip to ${destination} into a private group trip that you host? You can then invite your matches and friends.`}
      confirmLabel="Convert"
      pendingLabel="Converting..."
      cancelLabel="Not Now"
      onConfirm={() => convert.mutateAsync()}
    />
  );
}
