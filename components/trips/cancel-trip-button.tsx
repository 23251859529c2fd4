"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { ApiError, api } from "@/components/data/api-client";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorDetailOrMessage } from "@/components/ui/error-detail";
import { tripClosingKey } from "./chat-queries";

/**
 * docs/product.md §8: the trip screen says 'Error: ' and the server's detail, else the error's message, else a
 * fallback.
 */
function tripScreenFailure(error: unknown): string {
  if (error instanceof ApiError && error.detail) return `Error: ${error.detail}`;
  if (error instanceof Error && error.message) return `Error: ${error.message}`;
  return "Failed to delete trip";
}

/**
 * The host cancels a trip (it is deleted, docs/product.md §4) after confirming. From My Trips the list
 * reloads; from the trip screen the app goes to the hosting tab.
 */
export function CancelTripButton({ tripId, title, from }: { tripId: number; title: string; from: "list" | "trip" }) {
  const router = useRouter();
  const [, startNavigation] = useTransition();
  const cancel = useMutation({
    mutationKey: tripClosingKey(tripId),
    mutationFn: () => api("DELETE /group-trips/{id}", { params: { id: tripId } }),
    onSuccess: () => {
      toast.success(`"${title}" was cancelled`);
      startNavigation(() => (from === "trip" ? router.push("/app/travel-plans?tab=hosting") : router.refresh()));
    },
    onError: (error) =>
      toast.error(from === "trip" ? tripScreenFailure(error) : `Failed to delete trip: ${errorDetailOrMessage(error)}`),
  });

  return (
    <ConfirmDialog
      triggerLabel={from === "trip" ? "Cancel Trip" : "Cancel"}
      triggerVariant={from === "trip" ? "danger" : "secondary"}
      title="Cancel trip"
      description={`Are you sure you want to cancel "${title}"? The trip will be removed, and everyone who joined will be told.`}
      confirmLabel="Cancel Trip"
      pendingLabel="Cancelling..."
      cancelLabel="Keep Trip"
      onConfirm={() => cancel.mutateAsync()}
    />
  );
}
