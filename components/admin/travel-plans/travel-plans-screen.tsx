"use client";

import { lazy } from "react";
import { PlanStatusBadge } from "@/components/plans/plan-status-badge";
import type { AdminPlan } from "@/lib/admin/contract";
import { TravelDay } from "../kit/cells";
import { AdminDataScreen } from "../kit/data-screen";
import { capitalise, useAdminForm } from "../kit/use-admin-form";
import { EMPTY_PLAN, planCreateBody, planCreateSchema, planUpdateBody, planValues, type PlanValues } from "./plan-form";

const NOUN = { one: "travel plan", many: "travel plans" };
// The fields are loaded when the form opens (docs/decisions/021-first-load-weight.md).
const PlanFields = lazy(() => import("./plan-fields"));

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
        { header: "Visibility", cell: (plan) => capitalise(plan.visibility) },
      ]}
      deleteQuestion={(plan) => `Are you sure you want to delete travel plan to ${plan.destination}?`}
      create={{
        form,
        addLabel: "Add Travel Plan",
        fields: <PlanFields form={form} />,
      }}
    />
  );
}
