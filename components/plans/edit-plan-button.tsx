"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogPanel, DialogTrigger } from "@/components/ui/dialog";
import type { PlanResponse } from "@/lib/plans/contract";
import { CreatePlanForm } from "./create-plan-form";

/**
 * A plan card's Edit (docs/product.md §2.5): the plan's own form in a dialog, its place, dates and
 * purpose prefilled; saving closes it and the list reloads from the server.
 */
export function EditPlanButton({ plan, place }: { plan: PlanResponse; place: string }) {
  const [open, setOpen] = useState(false);
  const titleId = `plan-${plan.id}-edit-title`;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          Edit<span className="sr-only"> trip to {place}</span>
        </Button>
      </DialogTrigger>
      <DialogPanel title={<span id={titleId}>Edit trip to {place}</span>}>
        <CreatePlanForm plan={plan} labelledBy={titleId} submitLabel="Save Changes" onSaved={() => setOpen(false)} />
      </DialogPanel>
    </Dialog>
  );
}
