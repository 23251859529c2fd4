"use client";

import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { PLAN_VISIBILITIES } from "@/lib/accounts/values";
import type { AdminPlan } from "@/lib/admin/contract";
import { PLAN_STATUSES } from "@/lib/plans/values";
import { bind, IdField, wordOptions } from "../kit/fields";
import type { AdminForm } from "../kit/use-admin-form";
import type { PlanValues } from "./plan-form";

/** The travel plan form's fields (./travel-plans-screen.tsx), loaded when the form opens. */
export default function PlanFields({ form }: { form: AdminForm<PlanValues, AdminPlan> }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <IdField form={form} field="user_id" label="User ID" required />
        <SelectField label="Status" options={wordOptions(PLAN_STATUSES)} {...bind(form, "status")} />
      </div>
      <SelectField
        label="Visibility"
        options={wordOptions(PLAN_VISIBILITIES)}
        emptyLabel={form.mode === "create" ? "The member's default" : undefined}
        {...bind(form, "visibility")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Destination"
          required
          maxLength={200}
          placeholder="e.g. Lisbon, Portugal"
          {...bind(form, "destination")}
        />
        <TextField label="Travel purpose" optional maxLength={500} {...bind(form, "travel_purpose")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField type="date" label="Arrival date" required {...bind(form, "arrival_date")} />
        <TextField type="date" label="Departure date" required {...bind(form, "departure_date")} />
      </div>
    </>
  );
}
