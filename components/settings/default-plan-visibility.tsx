"use client";

import { PLAN_VISIBILITIES, type PlanVisibility } from "@/lib/accounts/values";
import { useState } from "react";
import { api } from "@/components/data/api-client";
import { RadioGroupField } from "@/components/ui/radio-group-field";
import { toast } from "@/components/ui/toast";
import { PLAN_VISIBILITY_OPTIONS } from "@/lib/plans/values";

const DESCRIPTIONS: Record<PlanVisibility, string> = {
  everyone: "Your trips bring you to Discover and show on profiles.",
  connections: "Only your matches and friends see them, in their upcoming list and on your profile.",
  private: "Nobody else sees them; they stay in your own list and calendar feed.",
};

/**
 * Who sees a new trip unless its form says otherwise (docs/product.md, "Who sees my plans"). A
 * choice is saved at once; a refused save puts the saved one back.
 */
export function DefaultPlanVisibility({ initial }: { initial: string }) {
  const start = PLAN_VISIBILITIES.find((value) => value === initial) ?? "everyone";
  const [selected, setSelected] = useState<PlanVisibility>(start);
  const [saved, setSaved] = useState<PlanVisibility>(start);

  async function choose(next: PlanVisibility) {
    setSelected(next);
    try {
      const user = await api("PUT /users/me", { body: { default_plan_visibility: next } });
      setSaved(user.default_plan_visibility);
      toast.success("Default for new trips saved");
    } catch {
      setSelected(saved);
      toast.error("Failed to save who sees your new trips. Please try again.");
    }
  }

  return (
    <RadioGroupField
      name="default_plan_visibility"
      legend="Who sees my new trips"
      options={PLAN_VISIBILITY_OPTIONS.map((option) => ({ ...option, description: DESCRIPTIONS[option.value] }))}
      value={selected}
      onChange={(value) => void choose(value)}
    />
  );
}
