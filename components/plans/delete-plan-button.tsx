"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { apiRequest } from "@/components/data/api-client";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorDetailOrMessage } from "@/components/ui/error-detail";

/** Delete, after docs/product.md §5's confirmation; the list reloads from the server afterwards. */
export function DeletePlanButton({ planId, destination }: { planId: number; destination: string }) {
  const router = useRouter();
  const [, startRefresh] = useTransition();
  const remove = useMutation({
    mutationFn: () => apiRequest<void>(`/travel-plans/${planId}`, { method: "DELETE" }),
    onSuccess: () => {
      toast.success(`Travel plan to ${destination} deleted`);
      startRefresh(() => router.refresh());
    },
    onError: (error) => toast.error(`Failed to delete travel plan: ${errorDetailOrMessage(error)}`),
  });

  return (
    <ConfirmDialog
      triggerLabel="Delete"
      title="Delete travel plan"
      description={`Are you sure you want to delete travel plan to ${destination}?`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      cancelLabel="Keep It"
      onConfirm={() => remove.mutateAsync()}
    />
  );
}
