import type { PlanVisibility } from "@/lib/accounts/values";
import "server-only";
import { and, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { groupTrips, travelPlans, users, type TravelPlanRow } from "@/db/schema";
import { nearCityNameOf } from "@/lib/cities/anchors";
import type { PlanStatus } from "./contract";

/** Status as the API shows it: an active plan past its departure counts as completed. */
function statusFilter(status: PlanStatus, today: string): SQL {
  if (status === "completed") {
    return sql`(${travelPlans.status} = 'completed' or (${travelPlans.status} = 'active' and ${travelPlans.departureDate} < ${today}))`;
  }
  if (status === "active") return sql`(${travelPlans.status} = 'active' and ${travelPlans.departureDate} >= ${today})`;
  return sql`${travelPlans.status} = ${status}`;
}

/** A plan with the trip it was converted into, if any, and its anchor's display form. */
export type PlanWithTrip = TravelPlanRow & { groupTripId: number | null; nearCityName: string | null };

function selectPlansWithTrip(db: DbOrTx) {
  return db
    .select({ plan: travelPlans, groupTripId: groupTrips.id, nearCityName: nearCityNameOf(travelPlans.nearCityId) })
    .from(travelPlans)
    .leftJoin(groupTrips, eq(groupTrips.sourcePlanId, travelPlans.id));
}

export async function listPlansOfUser(
  db: DbOrTx,
  userId: number,
  status: PlanStatus | undefined,
  today: string,
): Promise<PlanWithTrip[]> {
  const rows = await selectPlansWithTrip(db)
    .where(and(eq(travelPlans.userId, userId), status ? statusFilter(status, today) : undefined))
    .orderBy(travelPlans.arrivalDate, desc(travelPlans.id));
  return rows.map((row) => ({ ...row.plan, groupTripId: row.groupTripId, nearCityName: row.nearCityName }));
}

export async function findPlanOfUser(db: DbOrTx, planId: number, userId: number): Promise<PlanWithTrip | undefined> {
  const [row] = await selectPlansWithTrip(db).where(and(eq(travelPlans.id, planId), eq(travelPlans.userId, userId)));
  return row ? { ...row.plan, groupTripId: row.groupTripId, nearCityName: row.nearCityName } : undefined;
}

/** Where and when a plan is, as the clash check reads it. */
export type Stay = {
  destination: string;
  cityId: number | null;
  nearCityId: number | null;
  arrivalDate: string;
  departureDate: string;
};

/**
 * The member's soonest upcoming active plan, other than `exceptId`, that shares a night with
 * `stay` somewhere else (docs/api.md §4.2): the nights meet (a day of travel, leaving one place the
 * day one reaches the next, is no clash), and the places differ. The same place is the same city,
 * the same text kept as typed, or one's region holding the other's place, as discovery reads them.
 */
export async function findClashingPlan(
  db: DbOrTx,
  userId: number,
  stay: Stay,
  today: string,
  exceptId?: number,
): Promise<PlanWithTrip | undefined> {
  const city = sql`${stay.cityId}::int`;
  const point = sql`coalesce(${stay.cityId}::int, ${stay.nearCityId}::int)`;
  const samePlace = sql`(
    (${city} is not null and ${travelPlans.cityId} = ${city})
    or (${travelPlans.cityId} is null and ${city} is null and lower(${travelPlans.destination}) = lower(${stay.destination}))
    or exists (select 1 from place_regions pr
      where (pr.region_id = ${travelPlans.cityId} and pr.place_id = ${point})
         or (pr.region_id = ${city} and pr.place_id = coalesce(${travelPlans.cityId}, ${travelPlans.nearCityId}))))`;
  const [row] = await selectPlansWithTrip(db)
    .where(
      and(
        eq(travelPlans.userId, userId),
        statusFilter("active", today),
        exceptId === undefined ? undefined : ne(travelPlans.id, exceptId),
        sql`${travelPlans.arrivalDate} < ${stay.departureDate}::date and ${travelPlans.departureDate} > ${stay.arrivalDate}::date`,
        sql`not ${samePlace}`,
      ),
    )
    .orderBy(travelPlans.arrivalDate, travelPlans.id)
    .limit(1);
  return row ? { ...row.plan, groupTripId: row.groupTripId, nearCityName: row.nearCityName } : undefined;
}

/** The visibility the member's new plans get when none is asked for. */
export async function defaultPlanVisibility(db: DbOrTx, userId: number): Promise<PlanVisibility> {
  const [row] = await db.select({ visibility: users.defaultPlanVisibility }).from(users).where(eq(users.id, userId));
  return row?.visibility ?? "everyone";
}

export async function insertPlan(db: DbOrTx, values: typeof travelPlans.$inferInsert): Promise<TravelPlanRow> {
  const [plan] = await db.insert(travelPlans).values(values).returning();
  return plan!;
}

export async function updatePlan(
  db: DbOrTx,
  planId: number,
  values: Partial<typeof travelPlans.$inferInsert>,
): Promise<TravelPlanRow> {
  const [plan] = await db
    .update(travelPlans)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(travelPlans.id, planId))
    .returning();
  return plan!;
}

export async function deletePlanOfUser(db: DbOrTx, planId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(travelPlans)
    .where(and(eq(travelPlans.id, planId), eq(travelPlans.userId, userId)))
    .returning({ id: travelPlans.id });
  return rows.length > 0;
}

/** The member's plans that are active and not yet over. */
export async function countUpcomingPlans(db: DbOrTx, userId: number, today: string): Promise<number> {
  return db.$count(travelPlans, and(eq(travelPlans.userId, userId), statusFilter("active", today)));
}
