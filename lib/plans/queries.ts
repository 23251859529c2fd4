import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { travelPlans, type TravelPlanRow } from "@/db/schema";

type PlanStatus = "active" | "completed" | "cancelled";

/** Status as the API shows it: an active plan past its departure counts as completed. */
function statusFilter(status: PlanStatus, today: string): SQL {
  if (status === "completed") {
    return sql`(${travelPlans.status} = 'completed' or (${travelPlans.status} = 'active' and ${travelPlans.departureDate} < ${today}))`;
  }
  if (status === "active") return sql`(${travelPlans.status} = 'active' and ${travelPlans.departureDate} >= ${today})`;
  return sql`${travelPlans.status} = ${status}`;
}

export async function listPlansOfUser(db: DbOrTx, userId: number, status: PlanStatus | undefined, today: string): Promise<TravelPlanRow[]> {
  return db
    .select()
    .from(travelPlans)
    .where(and(eq(travelPlans.userId, userId), status ? statusFilter(status, today) : undefined))
    .orderBy(travelPlans.arrivalDate, desc(travelPlans.id));
}

export async function findPlanOfUser(db: DbOrTx, planId: number, userId: number): Promise<TravelPlanRow | undefined> {
  const [plan] = await db.select().from(travelPlans).where(and(eq(travelPlans.id, planId), eq(travelPlans.userId, userId)));
  return plan;
}

export async function insertPlan(db: DbOrTx, values: typeof travelPlans.$inferInsert): Promise<TravelPlanRow> {
  const [plan] = await db.insert(travelPlans).values(values).returning();
  return plan!;
}

export async function updatePlan(db: DbOrTx, planId: number, values: Partial<typeof travelPlans.$inferInsert>): Promise<TravelPlanRow> {
  const [plan] = await db.update(travelPlans).set({ ...values, updatedAt: new Date() }).where(eq(travelPlans.id, planId)).returning();
  return plan!;
}

export async function deletePlanOfUser(db: DbOrTx, planId: number, userId: number): Promise<boolean> {
  const rows = await db
    .delete(travelPlans)
    .where(and(eq(travelPlans.id, planId), eq(travelPlans.userId, userId)))
    .returning({ id: travelPlans.id });
  return rows.length > 0;
}
