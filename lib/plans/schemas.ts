import { z } from "zod";
import { PLAN_STATUSES, type TravelPlanRow } from "@/db/schema";
import { todayUtc } from "@/lib/dates/days";
import { fieldMessages } from "@/lib/http/validation";

/** A YYYY-MM-DD date; `label` names it when it is missing ("Arrival date is required"). */
export const travelDate = (label: string) =>
  z.iso.date({ error: fieldMessages({ required: `${label} is required`, invalid: "Must be a date (YYYY-MM-DD)" }) });
export const TravelDate = travelDate("Date");

/** Destination, required with its own message (docs/api.md, "Messages of validation"). */
export const Destination = z
  .string({ error: fieldMessages({ required: "Destination is required" }) })
  .trim()
  .min(1, "Destination is required")
  .max(200, "Destination must be at most 200 characters");

const optionalPurpose = z
  .string()
  .trim()
  .max(500, "Travel purpose must be at most 500 characters")
  .nullable()
  .transform((value) => value || null);

export const CreatePlanBody = z.object({
  destination: Destination,
  arrival_date: travelDate("Arrival date"),
  departure_date: travelDate("Departure date"),
  travel_purpose: optionalPurpose.optional(),
  city_id: z.number().int().positive().nullable().optional(),
});
export type CreatePlanBody = z.infer<typeof CreatePlanBody>;

export const UpdatePlanBody = z.object({
  destination: CreatePlanBody.shape.destination.optional(),
  arrival_date: TravelDate.optional(),
  departure_date: TravelDate.optional(),
  travel_purpose: optionalPurpose.optional(),
  city_id: z.number().int().positive().nullable().optional(),
  status: z.enum(PLAN_STATUSES, { error: "Status must be active, completed or cancelled" }).optional(),
});
export type UpdatePlanBody = z.infer<typeof UpdatePlanBody>;

export const PlanListQuery = z.object({
  status: z.enum(PLAN_STATUSES, { error: "Status must be active, completed or cancelled" }).optional(),
});

/** An active plan whose departure has passed reads as completed. */
export function effectiveStatus(plan: Pick<TravelPlanRow, "status" | "departureDate">, today = todayUtc()): string {
  return plan.status === "active" && plan.departureDate < today ? "completed" : plan.status;
}

export function presentPlan(plan: TravelPlanRow & { groupTripId?: number | null }) {
  return {
    id: plan.id,
    user_id: plan.userId,
    destination: plan.destination,
    city_id: plan.cityId,
    arrival_date: plan.arrivalDate,
    departure_date: plan.departureDate,
    travel_purpose: plan.travelPurpose,
    status: effectiveStatus(plan),
    // The hosted trip this plan was converted into (a plan converts once).
    group_trip_id: plan.groupTripId ?? null,
    created_at: plan.createdAt.toISOString(),
  };
}
export type PlanResponse = ReturnType<typeof presentPlan>;
