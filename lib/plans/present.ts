import type { TravelPlanRow } from "@/db/schema";
import { todayUtc } from "@/lib/dates/days";
import type { PlanResponse, PlanStatus } from "./contract";

/** An active plan whose departure has passed reads as completed. */
export function effectiveStatus(plan: Pick<TravelPlanRow, "status" | "departureDate">, today = todayUtc()): PlanStatus {
  const status = plan.status as PlanStatus;
  return status === "active" && plan.departureDate < today ? "completed" : status;
}

export function presentPlan(plan: TravelPlanRow & { groupTripId?: number | null }): PlanResponse {
  return {
    id: plan.id,
    user_id: plan.userId,
    destination: plan.destination,
    city_id: plan.cityId,
    arrival_date: plan.arrivalDate,
    departure_date: plan.departureDate,
    travel_purpose: plan.travelPurpose,
    status: effectiveStatus(plan),
    group_trip_id: plan.groupTripId ?? null,
    created_at: plan.createdAt.toISOString(),
  };
}
