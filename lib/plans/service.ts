import "server-only";
import { getDb } from "@/db/client";
import type { Actor } from "@/lib/auth/actor";
import { placeAfterEdit, placeOf } from "@/lib/cities/service";
import { earliestAllowedDeparture, todayUtc } from "@/lib/dates/days";
import { fieldError, notFound } from "@/lib/http/errors";
import { deletePlanOfUser, findPlanOfUser, insertPlan, listPlansOfUser, updatePlan as updatePlanRow } from "./queries";
import { DEPARTURE_BEFORE_ARRIVAL, type CreatePlanBody, type PlanStatus, type UpdatePlanBody } from "./contract";
import { presentPlan } from "./present";

const PLAN_NOT_FOUND = "Travel plan not found";

function checkDates(arrival: string, departure: string) {
  if (departure < arrival) throw fieldError("departure_date", DEPARTURE_BEFORE_ARRIVAL);
  if (departure < earliestAllowedDeparture()) throw fieldError("departure_date", "Departure date must not be in the past");
}

export async function createPlan(actor: Actor, input: CreatePlanBody) {
  checkDates(input.arrival_date, input.departure_date);
  const db = await getDb();
  const plan = await insertPlan(db, {
    userId: actor.id,
    ...(await placeOf(db, input.destination, input.city_id)),
    arrivalDate: input.arrival_date,
    departureDate: input.departure_date,
    travelPurpose: input.travel_purpose ?? null,
  });
  return presentPlan(plan);
}

export async function listMyPlans(actor: Actor, status?: PlanStatus) {
  const plans = await listPlansOfUser(await getDb(), actor.id, status, todayUtc());
  return plans.map(presentPlan);
}

/** Only the owner's plans exist for them: anyone else's is 404. */
export async function getMyPlan(actor: Actor, planId: number) {
  const plan = await findPlanOfUser(await getDb(), planId, actor.id);
  if (!plan) throw notFound(PLAN_NOT_FOUND);
  return presentPlan(plan);
}

export async function updateMyPlan(actor: Actor, planId: number, input: UpdatePlanBody) {
  const db = await getDb();
  const plan = await findPlanOfUser(db, planId, actor.id);
  if (!plan) throw notFound(PLAN_NOT_FOUND);
  const arrival = input.arrival_date ?? plan.arrivalDate;
  const departure = input.departure_date ?? plan.departureDate;
  if (input.arrival_date !== undefined || input.departure_date !== undefined) checkDates(arrival, departure);
  const updated = await updatePlanRow(db, plan.id, {
    ...(await placeAfterEdit(db, input, plan)),
    arrivalDate: arrival,
    departureDate: departure,
    travelPurpose: input.travel_purpose,
    status: input.status,
  });
  return presentPlan(updated);
}

export async function deleteMyPlan(actor: Actor, planId: number): Promise<void> {
  if (!(await deletePlanOfUser(await getDb(), planId, actor.id))) throw notFound(PLAN_NOT_FOUND);
}
