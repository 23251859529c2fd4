import type { PlanVisibility } from "@/lib/accounts/values";
import "server-only";
import { getDb, type DbOrTx } from "@/db/client";
import { lockMember } from "@/lib/accounts/queries";
import type { Actor } from "@/lib/auth/actor";
import { nearCityName, placeOrAnchor, placeOrAnchorAfterEdit } from "@/lib/cities/anchors";
import { anchoredPlaceName } from "@/lib/cities/anchored-place-name";
import { earliestAllowedDeparture, todayUtc } from "@/lib/dates/days";
import { formatDayRange } from "@/lib/dates/day-range";
import { AppError, fieldError, notAuthenticated, notFound } from "@/lib/errors/app-error";
import {
  countUpcomingPlans,
  deletePlanOfUser,
  findClashingPlan,
  findPlanOfUser,
  insertPlan,
  listPlansOfUser,
  updatePlan as updatePlanRow,
  type Stay,
} from "./queries";
import { DEPARTURE_BEFORE_ARRIVAL, type CreatePlanBody, type PlanStatus, type UpdatePlanBody } from "./contract";
import { presentPlan } from "./present";
import { MAX_UPCOMING_PLANS, UPCOMING_PLANS_CAP_DETAIL } from "./values";

const PLAN_NOT_FOUND = "Travel plan not found";

function checkDates(arrival: string, departure: string) {
  if (departure < arrival) throw fieldError("departure_date", DEPARTURE_BEFORE_ARRIVAL);
  if (departure < earliestAllowedDeparture())
    throw fieldError("departure_date", "Departure date must not be in the past");
}

/**
 * Whether the member may hold one more upcoming plan (MAX_UPCOMING_PLANS), asked inside the
 * transaction that adds it: the member's row stays locked until it ends, so two adds at the cap
 * cannot both pass (docs/api.md §4.2). Calendar imports ask it per event.
 */
export async function roomForUpcomingPlan(tx: DbOrTx, userId: number): Promise<boolean> {
  if (!(await lockMember(tx, userId))) throw notAuthenticated();
  return (await countUpcomingPlans(tx, userId, todayUtc())) < MAX_UPCOMING_PLANS;
}

const noRoomForPlan = () => new AppError("conflict", UPCOMING_PLANS_CAP_DETAIL);

/**
 * A plan on nights the member already spends somewhere else is kept only once they have seen the
 * other plan and said so (`overlap_confirmed`, docs/api.md §4.2): 409 "You are in Lisbon Dec 12-30"
 * with that plan. Asked inside the transaction that saves, behind the member's lock, so two plans
 * racing into the same nights cannot both pass unseen.
 */
async function assertNoClash(
  tx: DbOrTx,
  userId: number,
  stay: Stay,
  confirmed: boolean | undefined,
  exceptId?: number,
) {
  if (confirmed) return;
  const clash = await findClashingPlan(tx, userId, stay, todayUtc(), exceptId);
  if (!clash) return;
  const plan = presentPlan(clash);
  const where = plan.near_city_name
    ? anchoredPlaceName(cityPart(plan.destination), cityPart(plan.near_city_name))
    : cityPart(plan.destination);
  throw new AppError("conflict", `You are in ${where} ${formatDayRange(plan.arrival_date, plan.departure_date)}`, {
    fields: { clashing_plan: plan },
  });
}

/** "Lisbon, Portugal" → "Lisbon", as the screens name a place in a sentence. */
const cityPart = (destination: string) => destination.split(",")[0]?.trim() || destination.trim();

export async function createPlan(actor: Actor, input: CreatePlanBody) {
  checkDates(input.arrival_date, input.departure_date);
  const db = await getDb();
  const place = await placeOrAnchor(db, input);
  const plan = await db.transaction(async (tx) => {
    if (!(await roomForUpcomingPlan(tx, actor.id))) throw noRoomForPlan();
    await assertNoClash(
      tx,
      actor.id,
      { ...place, arrivalDate: input.arrival_date, departureDate: input.departure_date },
      input.overlap_confirmed,
    );
    return insertPlan(tx, {
      userId: actor.id,
      ...place,
      arrivalDate: input.arrival_date,
      departureDate: input.departure_date,
      travelPurpose: input.travel_purpose ?? null,
      visibility: input.visibility ?? (actor.user.defaultPlanVisibility as PlanVisibility),
    });
  });
  return presentPlan({ ...plan, nearCityName: await nearCityName(db, plan.nearCityId) });
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
  const place = await placeOrAnchorAfterEdit(db, input, plan);
  const today = todayUtc();
  const upcoming = (status: PlanStatus, departs: string) => status === "active" && departs >= today;
  // A cancelled or past plan made upcoming again counts against the cap like a new one.
  const becomesUpcoming =
    !upcoming(plan.status as PlanStatus, plan.departureDate) &&
    upcoming(input.status ?? (plan.status as PlanStatus), departure);
  const updated = await db.transaction(async (tx) => {
    if (becomesUpcoming && !(await roomForUpcomingPlan(tx, actor.id))) throw noRoomForPlan();
    // Only a change of place or days (or an upcoming plan made so again) is asked about.
    const moved =
      place.destination !== undefined ||
      input.arrival_date !== undefined ||
      input.departure_date !== undefined ||
      becomesUpcoming;
    if (moved && upcoming(input.status ?? (plan.status as PlanStatus), departure)) {
      if (!becomesUpcoming && !(await lockMember(tx, actor.id))) throw notAuthenticated();
      const stay = {
        destination: place.destination ?? plan.destination,
        cityId: place.cityId !== undefined ? place.cityId : plan.cityId,
        nearCityId: place.nearCityId !== undefined ? place.nearCityId : plan.nearCityId,
        arrivalDate: arrival,
        departureDate: departure,
      };
      await assertNoClash(tx, actor.id, stay, input.overlap_confirmed, plan.id);
    }
    return updatePlanRow(tx, plan.id, {
      ...place,
      arrivalDate: arrival,
      departureDate: departure,
      travelPurpose: input.travel_purpose,
      status: input.status,
      visibility: input.visibility,
    });
  });
  return presentPlan({
    ...updated,
    groupTripId: plan.groupTripId,
    nearCityName: await nearCityName(db, updated.nearCityId),
  });
}

export async function deleteMyPlan(actor: Actor, planId: number): Promise<void> {
  if (!(await deletePlanOfUser(await getDb(), planId, actor.id))) throw notFound(PLAN_NOT_FOUND);
}
