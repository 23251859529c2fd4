import type { SchemaLoader } from "@/components/forms/form-errors";
import type { AdminPlan } from "@/lib/admin/contract";
import { defined, numberValue, orNull, REQUIRED_FIELDS_WARNING, requireFields, type Checked } from "../kit/form-values";

export type PlanValues = {
  user_id: string;
  status: string;
  destination: string;
  travel_purpose: string;
  arrival_date: string;
  departure_date: string;
  /** Empty on a new plan: the member's default is the server's to apply. */
  visibility: string;
};
export const EMPTY_PLAN: PlanValues = {
  user_id: "",
  status: "active",
  destination: "",
  travel_purpose: "",
  arrival_date: "",
  departure_date: "",
  visibility: "",
};

export function planValues(plan: AdminPlan): PlanValues {
  return {
    user_id: String(plan.user_id),
    status: plan.status,
    destination: plan.destination,
    travel_purpose: plan.travel_purpose ?? "",
    arrival_date: plan.arrival_date,
    departure_date: plan.departure_date,
    visibility: plan.visibility,
  };
}

function planBody(values: PlanValues) {
  return {
    user_id: numberValue(values.user_id),
    destination: values.destination.trim(),
    arrival_date: values.arrival_date,
    departure_date: values.departure_date,
    travel_purpose: orNull(values.travel_purpose),
    status: values.status,
    visibility: values.visibility || undefined,
  };
}

/** The create route's schema, loaded on submit so zod stays out of the page's first load. */
export const planCreateSchema: SchemaLoader = () => import("@/lib/admin/contract").then((m) => m.AdminCreatePlanBody);

export function planCreateBody(values: PlanValues): Promise<Checked<Record<string, unknown>>> {
  return requireFields(planCreateSchema, defined(planBody(values)), REQUIRED_FIELDS_WARNING);
}

/** Every field goes out as it stands; an emptied purpose is cleared, an emptied user id left as it was. */
export function planUpdateBody(values: PlanValues): Record<string, unknown> {
  return defined(planBody(values));
}
