import type { PlanVisibility } from "@/lib/accounts/values";
import type { TravelPlanRow } from "@/db/schema";
import { todayUtc } from "@/lib/dates/days";
import type { PlanResponse, PlanStatus } from "./contract";

/** An active plan whose departure has passed reads as completed. */
function effectiveStatus(plan: Pick<TravelPlanRow, "status" | "departureDate">, today = todayUtc()): PlanStatus {
  const status = plan.status as PlanStatus;
  return status === "active" && plan.departureDate < today ? "completed" : status;
}

/** A plan row with its anchor's display form (lib/cities/anchors.ts), and its trip when converted. */
export type PlanWithPlace = TravelPlanRow & { groupTripId?: number | null; nearCityName: string | null };

export function presentPlan(plan: PlanWithPlace): PlanResponse {
  return {
    id: plan.id,
    user_id: plan.userId,
    destination: plan.destination,
    city_id: plan.cityId,
    near_city_id: plan.nearCityId,
    near_city_name: plan.nearCityId === null ? null : plan.nearCityName,
    arrival_date: plan.arrivalDate,
    departure_date: plan.departureDate,
    travel_purpose: plan.travelPurpose,
    status: effectiveStatus(plan),
    // The table's check holds it to the contract's values.
    visibility: plan.visibility as PlanVisibility,
    group_trip_id: plan.groupTripId ?? null,
    created_at: plan.createdAt.toISOString(),
  };
}
