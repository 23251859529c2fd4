"use client";

import { PlanStatusBadge } from "@/components/plans/plan-status-badge";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import type { AdminPlan } from "@/lib/admin/contract";
import { PLAN_STATUSES } from "@/lib/plans/values";
import { TravelDay } from "../kit/cells";
import { AdminDataScreen } from "../kit/data-screen";
import { bind, IdField, wordOptions } from "../kit/fields";
import { useAdminForm } from "../kit/use-admin-form";
import { EMPTY_PLAN, planCreateBody, planCreateSchema, planUpdateBody, planValues, type PlanValues } from "./plan-form";

const NOUN = { one: "travel plan", many: "travel plans" };

/**
 * All Travel Plans (docs/product.md §2). Destination is a plain text field, not the city search: admins fix
 * data as it was typed, and the admin API takes the destination as text (no city id).
 */
export function TravelPlansScreen() {
  const form = useAdminForm<PlanValues, AdminPlan>({
    resource: "travel-plans",
    noun: NOUN,
    empty: EMPTY_PLAN,
    createSchema: planCreateSchema,
    createBody: planCreateBody,
    edit: { fromRow: planValues, updateBody: planUpdateBody },
  });
  return (
    <AdminDataScreen<AdminPlan, PlanValues>
      title="All Travel Plans"
      resource="travel-plans"
      noun={NOUN}
      loadingText="Loading travel plans..."
      columns={[
        { header: "User ID", cell: (plan) => plan.user_id },
        { header: "Destination", cell: (plan) => plan.destination },
        { header: "Arrival", cell: (plan) => <TravelDay value={plan.arrival_date} /> },
        { header: "Departure", cell: (plan) => <TravelDay value={plan.departure_date} /> },
        { header: "Status", cell: (plan) => <PlanStatusBadge status={plan.status} /> },
      ]}
      deleteQuestion={(plan) => `Are you sure you want to delete travel plan to ${plan.destination}?`}
      create={{
        form,
        addLabel: "Add Travel Plan",
        fields: (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <IdField form={form} field="user_id" label="User ID" required />
              <SelectField label="Status" options={wordOptions(PLAN_STATUSES)} {...bind(form, "status")} />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField label="Destination" required maxLength={200} placeholder="e.g. Lisbon, Portugal" {...bind(form, "destination")} />
              <TextField label="Travel purpose" optional maxLength={500} {...bind(form, "travel_purpose")} />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField type="date" label="Arrival date" required {...bind(form, "arrival_date")} />
              <TextField type="date" label="Departure date" required {...bind(form, "departure_date")} />
            </div>
          </>
        ),
      }}
    />
  );
}
