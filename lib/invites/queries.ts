import "server-only";
import { count, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { inviteCodes, type InviteCodeRow } from "@/db/schema";
import type { Page } from "@/lib/contract/pagination";

/**
 * Spends one use of a code for a new account, in one conditional UPDATE: when two registrations
 * race for a single-use code, the second waits on the row lock, re-reads use_count and matches
 * nothing. Returns false when the code is unknown, inactive, expired or spent.
 */
export async function consumeInviteCode(db: DbOrTx, code: string, userId: number): Promise<boolean> {
  const rows = await db
    .update(inviteCodes)
    .set({ useCount: sql`${inviteCodes.useCount} + 1`, usedBy: userId, usedAt: new Date() })
    .where(
      sql`${inviteCodes.code} = ${code}
        and ${inviteCodes.isActive}
        and (${inviteCodes.expiresAt} is null or ${inviteCodes.expiresAt} > now())
        and (not ${inviteCodes.isSingleUse} or ${inviteCodes.useCount} = 0)`,
    )
    .returning({ id: inviteCodes.id });
  return rows.length > 0;
}

export async function insertInviteCode(db: DbOrTx, values: typeof inviteCodes.$inferInsert): Promise<InviteCodeRow> {
  const [row] = await db.insert(inviteCodes).values(values).returning();
  return row!;
}

export async function listInviteCodes(db: DbOrTx, page: Page): Promise<{ rows: InviteCodeRow[]; total: number }> {
  const rows = await db.select().from(inviteCodes).orderBy(desc(inviteCodes.id)).offset(page.skip).limit(page.limit);
  const [totals] = await db.select({ total: count() }).from(inviteCodes);
  return { rows, total: totals?.total ?? 0 };
}

export async function deactivateInviteCode(db: DbOrTx, id: number): Promise<InviteCodeRow | undefined> {
  const [row] = await db.update(inviteCodes).set({ isActive: false }).where(eq(inviteCodes.id, id)).returning();
  return row;
}
