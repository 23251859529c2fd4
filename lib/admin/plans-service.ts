import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { travelPlans } from "@/db/schema";
import { findUserById } from "@/lib/accounts/queries";
import { assertAdmin, type Actor } from "@/lib/auth/actor";
import { nearCityName, nearCityNameOf, placeOrAnchor, placeOrAnchorAfterEdit } from "@/lib/cities/anchors";
import { fieldError, notFound } from "@/lib/errors/app-error";
import type { Page } from "@/lib/contract/pagination";
import { DEPARTURE_BEFORE_ARRIVAL } from "@/lib/plans/contract";
import { presentPlan } from "@/lib/plans/present";
import type { AdminCreatePlanBody, AdminUpdatePlanBody } from "./contract";
import { deleteById, total } from "./table-rows";

/** The plans' and trips' date order, as the members' forms check it. */
export function checkOrder(arrival: string | null | undefined, departure: string | null | undefined) {
  if (arrival && departure && departure < arrival) throw fieldError("departure_date", DEPARTURE_BEFORE_ARRIVAL);
}

export async function listPlansAdmin(actor: Actor, page: Page) {
  assertAdmin(actor);
  const db = await getDb();
  const rows = await db
    .select({ plan: travelPlans, nearCityName: nearCityNameOf(travelPlans.nearCityId) })
    .from(travelPlans)
    .orderBy(desc(travelPlans.id))
    .offset(page.skip)
    .limit(page.limit);
  return {
    items: rows.map((row) => presentPlan({ ...row.plan, nearCityName: row.nearCityName })),
    total: await total(db, travelPlans),
  };
}

export async function getPlanAdmin(actor: Actor, id: number) {
  assertAdmin(actor);
  const db = await getDb();
  const [plan] = await db.select().from(travelPlans).where(eq(travelPlans.id, id));
  if (!plan) throw notFound("Travel plan not found");
  return presentPlan({ ...plan, nearCityName: await nearCityName(db, plan.nearCityId) });
}

export async function createPlanAdmin(actor: Actor, input: AdminCreatePlanBody) {
  assertAdmin(actor);
  checkOrder(input.arrival_date, input.departure_date);
  const db = await getDb();
  const member = await findUserById(db, input.user_id);
  if (!member) throw notFound("User not found");
  const [plan] = await db
    .insert(travelPlans)
    .values({
      userId: input.user_id,
      ...(await placeOrAnchor(db, input)),
      arrivalDate: input.arrival_date,
      departureDate: input.departure_date,
      travelPurpose: input.travel_purpose,
      status: input.status,
      visibility: input.visibility ?? member.defaultPlanVisibility,
    })
    .returning();
  return presentPlan({ ...plan!, nearCityName: await nearCityName(db, plan!.nearCityId) });
}

export async function updatePlanAdmin(actor: Actor, id: number, input: AdminUpdatePlanBody) {
  assertAdmin(actor);
  const db = await getDb();
  const [current] = await db.select().from(travelPlans).where(eq(travelPlans.id, id));
  if (!current) throw notFound("Travel plan not found");
  checkOrder(input.arrival_date ?? current.arrivalDate, input.departure_date ?? current.departureDate);
  if (input.user_id && !(await findUserById(db, input.user_id))) throw notFound("User not found");
  const [plan] = await db
    .update(travelPlans)
    .set({
      userId: input.user_id,
      ...(await placeOrAnchorAfterEdit(db, input, current)),
      arrivalDate: input.arrival_date,
      departureDate: input.departure_date,
      travelPurpose: input.travel_purpose,
      status: input.status,
      visibility: input.visibility,
      updatedAt: new Date(),
    })
    .where(eq(travelPlans.id, id))
    .returning();
  return presentPlan({ ...plan!, nearCityName: await nearCityName(db, plan!.nearCityId) });
}

export async function deletePlanAdmin(actor: Actor, id: number) {
  assertAdmin(actor);
  await deleteById(await getDb(), travelPlans, travelPlans.id, id, "Travel plan not found");
}
