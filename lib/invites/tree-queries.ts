import "server-only";
import { and, count, desc, eq, inArray, isNull, lte, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { users } from "@/db/schema";
import type { Page } from "@/lib/contract/pagination";

/** The invite tree's reads (docs/api.md §9.4); users_invited_by_idx answers every "invited by" lookup. */

/** Roots: nobody (or an admin's code) invited them; `withInvitees` keeps those who invited someone. */
function rootsWhere(withInvitees: boolean): SQL | undefined {
  return and(
    isNull(users.invitedBy),
    withInvitees
      ? sql`exists (select 1 from "users" as "invitee" where "invitee"."invited_by" = ${users.id})`
      : undefined,
  );
}

export async function pageRootIds(
  db: DbOrTx,
  withInvitees: boolean,
  page: Page,
): Promise<{ ids: number[]; total: number }> {
  const where = rootsWhere(withInvitees);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(desc(users.id))
    .offset(page.skip)
    .limit(page.limit);
  const total =
    rows.length < page.limit && (rows.length > 0 || page.skip === 0)
      ? page.skip + rows.length
      : await db.$count(users, where);
  return { ids: rows.map((row) => row.id), total };
}

export async function pageInviteeIds(
  db: DbOrTx,
  inviterId: number,
  page: Page,
): Promise<{ ids: number[]; total: number }> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.invitedBy, inviterId))
    .orderBy(users.id)
    .offset(page.skip)
    .limit(page.limit);
  const total = await db.$count(users, eq(users.invitedBy, inviterId));
  return { ids: rows.map((row) => row.id), total };
}

/** Each inviter's first `perInviter` invitees (oldest first), in one statement for a whole level. */
export async function firstInvitees(
  db: DbOrTx,
  inviterIds: number[],
  perInviter: number,
): Promise<{ id: number; parentId: number }[]> {
  if (inviterIds.length === 0) return [];
  const ranked = db
    .select({
      id: users.id,
      parentId: users.invitedBy,
      rank: sql<number>`row_number() over (partition by ${users.invitedBy} order by ${users.id})`.as("rank"),
    })
    .from(users)
    .where(inArray(users.invitedBy, inviterIds))
    .as("ranked");
  const rows = await db
    .select({ id: ranked.id, parentId: ranked.parentId })
    .from(ranked)
    .where(lte(ranked.rank, perInviter))
    .orderBy(ranked.id);
  return rows.map((row) => ({ id: row.id, parentId: row.parentId! }));
}

export type TreeMember = {
  id: number;
  name: string;
  handle: string | null;
  isActive: boolean;
  isAdmin: boolean;
  canInvite: boolean;
  inviteCount: number;
};

/** The members' own fields and how many members each one invited. */
export async function treeMembers(db: DbOrTx, ids: number[]): Promise<Map<number, TreeMember>> {
  if (ids.length === 0) return new Map();
  const [rows, counts] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        handle: users.handle,
        isActive: users.isActive,
        isAdmin: users.isAdmin,
        canInvite: users.canInvite,
      })
      .from(users)
      .where(inArray(users.id, ids)),
    db
      .select({ id: users.invitedBy, total: count() })
      .from(users)
      .where(inArray(users.invitedBy, ids))
      .groupBy(users.invitedBy),
  ]);
  const byInviter = new Map(counts.map((row) => [row.id!, row.total]));
  return new Map(rows.map((row) => [row.id, { ...row, inviteCount: byInviter.get(row.id) ?? 0 }]));
}
