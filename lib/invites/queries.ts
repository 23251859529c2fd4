import "server-only";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { inviteCodes, users, type InviteCodeRow } from "@/db/schema";
import type { Page } from "@/lib/contract/pagination";

/**
 * Spends one use of a code for a new account, in one conditional UPDATE: when two registrations
 * race for a single-use code, the second waits on the row lock, re-reads use_count and matches
 * nothing. A member's code works only while its member is active and may invite (the database
 * also retires such codes when the member changes, docs/security.md "Ending a way in"). Returns
 * undefined when the code is unknown, inactive, expired, spent or its member's no longer, else the
 * member who invited the account (null for an admin's code).
 */
export async function consumeInviteCode(
  db: DbOrTx,
  code: string,
  userId: number,
): Promise<{ invitedBy: number | null } | undefined> {
  const rows = await db
    .update(inviteCodes)
    .set({ useCount: sql`${inviteCodes.useCount} + 1`, usedBy: userId, usedAt: new Date() })
    .where(
      sql`${inviteCodes.code} = ${code}
        and ${inviteCodes.isActive}
        and (${inviteCodes.expiresAt} is null or ${inviteCodes.expiresAt} > now())
        and (not ${inviteCodes.isSingleUse} or ${inviteCodes.useCount} = 0)
        and (not ${inviteCodes.byMember} or exists (
          select 1 from ${users} where ${users.id} = ${inviteCodes.createdBy} and ${users.isActive} and ${users.canInvite}))`,
    )
    .returning({ createdBy: inviteCodes.createdBy, byMember: inviteCodes.byMember });
  const [row] = rows;
  // Only a member's own code records who invited the account (docs/api.md §2.6).
  return row && { invitedBy: row.byMember ? row.createdBy : null };
}

export async function insertInviteCode(db: DbOrTx, values: typeof inviteCodes.$inferInsert): Promise<InviteCodeRow> {
  const [row] = await db.insert(inviteCodes).values(values).returning();
  return row!;
}

/** The admin's list, newest first, with who used each code last. */
export async function listInviteCodes(db: DbOrTx, page: Page) {
  const rows = await db
    .select({ invite: inviteCodes, usedBy: { id: users.id, handle: users.handle, name: users.name } })
    .from(inviteCodes)
    .leftJoin(users, eq(users.id, inviteCodes.usedBy))
    .orderBy(desc(inviteCodes.id))
    .offset(page.skip)
    .limit(page.limit);
  const [totals] = await db.select({ total: count() }).from(inviteCodes);
  return { rows, total: totals?.total ?? 0 };
}

export async function deactivateInviteCode(db: DbOrTx, id: number): Promise<InviteCodeRow | undefined> {
  const [row] = await db.update(inviteCodes).set({ isActive: false }).where(eq(inviteCodes.id, id)).returning();
  return row;
}

/**
 * Locks the member's own row for the rest of the transaction: creates by the same member queue
 * behind it, so each one counts the unused codes after the previous one's insert (docs/api.md §2.6).
 */
export async function lockMemberForInvites(
  db: DbOrTx,
  userId: number,
): Promise<{ canInvite: boolean; isActive: boolean } | undefined> {
  const [row] = await db
    .select({ canInvite: users.canInvite, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  return row;
}

/** Unused: the member's own codes still active, unspent and unexpired. */
export async function countUnusedMemberInvites(db: DbOrTx, userId: number): Promise<number> {
  return db.$count(
    inviteCodes,
    and(
      eq(inviteCodes.createdBy, userId),
      eq(inviteCodes.byMember, true),
      eq(inviteCodes.isActive, true),
      eq(inviteCodes.useCount, 0),
      sql`(${inviteCodes.expiresAt} is null or ${inviteCodes.expiresAt} > now())`,
    ),
  );
}

/** How many codes each of these members has made in all (the admin's users list). */
export async function countMemberInvitesMade(db: DbOrTx, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: inviteCodes.createdBy, made: count() })
    .from(inviteCodes)
    .where(and(eq(inviteCodes.byMember, true), inArray(inviteCodes.createdBy, userIds)))
    .groupBy(inviteCodes.createdBy);
  return new Map(rows.map((row) => [row.userId!, row.made]));
}

/** The member's own codes, newest first, with who used each one. */
export async function listMemberInviteCodes(db: DbOrTx, userId: number, limit: number) {
  return db
    .select({ invite: inviteCodes, usedBy: { id: users.id, handle: users.handle, name: users.name } })
    .from(inviteCodes)
    .leftJoin(users, eq(users.id, inviteCodes.usedBy))
    .where(and(eq(inviteCodes.createdBy, userId), eq(inviteCodes.byMember, true)))
    .orderBy(desc(inviteCodes.id))
    .limit(limit);
}

export async function deactivateMemberInviteCode(
  db: DbOrTx,
  id: number,
  userId: number,
): Promise<InviteCodeRow | undefined> {
  const [row] = await db
    .update(inviteCodes)
    .set({ isActive: false })
    .where(and(eq(inviteCodes.id, id), eq(inviteCodes.createdBy, userId), eq(inviteCodes.byMember, true)))
    .returning();
  return row;
}

/** A code as registering with it would find it (consumeInviteCode's rules), without spending it. */
export async function findInviteCodeForUse(db: DbOrTx, code: string) {
  const [row] = await db
    .select({
      invite: inviteCodes,
      creatorMayInvite: sql<boolean>`coalesce(${users.isActive} and ${users.canInvite}, false)`,
    })
    .from(inviteCodes)
    .leftJoin(users, eq(users.id, inviteCodes.createdBy))
    .where(eq(inviteCodes.code, code));
  return row;
}
