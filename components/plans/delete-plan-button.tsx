"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { api } from "@/components/data/api-client";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { errorDetailOrMessage } from "@/components/ui/error-detail";
import type { CreatePlanBody, PlanResponse } from "@/lib/plans/contract";

/** How long the toast offers Undo (docs/product.md §2.5). */
const UNDO_SECONDS = 8;

/**
 * An upcoming plan can be made again as it was; a past one cannot (its dates are gone), nor a converted one's trip
 * link.
 */
const restorable = (plan: PlanResponse) => plan.status === "active" && plan.group_trip_id === null;

/**
 * Delete, after docs/product.md §5's confirmation, which says what it does; the list reloads from
 * the server afterwards. An upcoming plan's toast offers Undo for a few seconds, which makes the
 * plan again as it was (a new plan: the same place, dates and purpose).
 */
export function DeletePlanButton({ plan }: { plan: PlanResponse }) {
  const router = useRouter();
  const [, startRefresh] = useTransition();
  const { destination } = plan;
  const refresh = () => startRefresh(() => router.refresh());

  async function restore() {
    const body: CreatePlanBody = {
      destination,
      arrival_date: plan.arrival_date,
      departure_date: plan.departure_date,
      travel_purpose: plan.travel_purpose,
      city_id: plan.city_id,
      near_city_id: plan.near_city_id,
      // It stood beside the member's other plans before: it is no new clash.
      overlap_confirmed: true,
    };
    try {
      await api("POST /travel-plans", { body });
      toast.success(`Travel plan to ${destination} restored`);
      refresh();
    } catch (error) {
      toast.error(`Failed to restore travel plan: ${errorDetailOrMessage(error)}`);
    }
  }

  const remove = useMutation({
    mutationFn: () => api("DELETE /travel-plans/{id}", { params: { id: plan.id } }),
    onSuccess: () => {
      toast.success(
        `Travel plan to ${destination} deleted`,
        restorable(plan)
          ? { action: { label: "Undo", onClick: () => void restore() }, duration: UNDO_SECONDS * 1000 }
          : undefined,
      );
      refresh();
    },
    onError: (error) => toast.error(`Failed to delete travel plan: ${errorDetailOrMessage(error)}`),
  });

  return (
    <ConfirmDialog
      triggerLabel="Delete"
      title="Delete travel plan"
      description={
        <>
          Are you sure you want to delete travel plan to {destination}? Travellers there stop seeing you in Discover for
          these dates.
          {restorable(plan) ? " You can undo it for a few seconds afterwards." : " This cannot be undone."}
        </>
      }
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      cancelLabel="Keep It"
      onConfirm={() => remove.mutateAsync()}
    />
  );
}
