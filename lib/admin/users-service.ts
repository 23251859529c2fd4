import { and, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { getDb, queryRows, type Database } from "@/db/client";
import { users, userSearchText } from "@/db/schema";
import { findUserById, insertUser, updateUser } from "@/lib/accounts/queries";
import { translateUniqueViolation } from "@/lib/accounts/service";
import { assertAdmin, type Actor } from "@/lib/auth/actor";
import { hashPassword } from "@/lib/auth/password";
import { AppError, notFound } from "@/lib/http/errors";
import type { Page } from "@/lib/http/pagination";
import { presentOwnUser } from "@/lib/profiles/schemas";
import type { AdminCreateUserBody, AdminUpdateUserBody } from "./schemas";

const USER_NOT_FOUND = "User not found";

/**
 * Admin users list: newest first, searched by a piece of the name, email or handle (a trigram
 * index answers searches of 3+ characters), filtered by state (partial indexes). The total of a
 * search is counted by its query; without one it is read from user_counts, which triggers keep
 * exact (migration 0011), instead of counting 100,000 rows on every page.
 */
export async function listUsers(actor: Actor, input: Page & { q?: string; status?: UserState }) {
  assertAdmin(actor);
  const db = await getDb();
  const search = input.q?.toLowerCase();
  const states: Record<UserState, SQL> = { pending: eq(users.isActive, false), active: eq(users.isActive, true), admin: eq(users.isAdmin, true) };
  const where = and(
    search ? sql`${userSearchText} like ${`%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`}` : undefined,
    input.status ? states[input.status] : undefined,
  );
  // The page's ids first (an index-only walk, cheap even 90,000 rows deep), then only those rows.
  const pageIds = db.select({ id: users.id }).from(users).where(where).orderBy(desc(users.id)).offset(input.skip).limit(input.limit);
  const [rows, total] = await Promise.all([
    db.select().from(users).where(inArray(users.id, pageIds)).orderBy(desc(users.id)),
    search ? db.select({ total: count() }).from(users).where(where).then(([row]) => row?.total ?? 0) : keptTotal(db, input.status),
  ]);
  return { items: rows.map(presentOwnUser), total };
}

type UserState = "pending" | "active" | "admin";

async function keptTotal(db: Database, status: UserState | undefined): Promise<number> {
  const [counts] = await queryRows<{ total: string; pending: string; admins: string }>(db, sql`select total, pending, admins from user_counts`);
  const [all, pending, admins] = [Number(counts?.total ?? 0), Number(counts?.pending ?? 0), Number(counts?.admins ?? 0)];
  return status === "pending" ? pending : status === "admin" ? admins : status === "active" ? all - pending : all;
}

export async function getUser(actor: Actor, userId: number) {
  assertAdmin(actor);
  const user = await findUserById(await getDb(), userId);
  if (!user) throw notFound(USER_NOT_FOUND);
  return presentOwnUser(user);
}

/** POST /admin/users?is_admin=: an active account, made by an admin. */
export async function createUser(actor: Actor, input: AdminCreateUserBody, isAdmin: boolean) {
  assertAdmin(actor);
  try {
    const user = await insertUser(await getDb(), {
      email: input.email,
      passwordHash: await hashPassword(input.password),
      name: input.name,
      age: input.age,
      handle: input.handle ?? null,
      isActive: true,
      isAdmin,
    });
    return presentOwnUser(user);
  } catch (error) {
    throw translateUniqueViolation(error);
  }
}

export async function updateUserByAdmin(actor: Actor, userId: number, input: AdminUpdateUserBody) {
  assertAdmin(actor);
  if (userId === actor.id && input.is_admin === false) throw new AppError("conflict", "You cannot remove your own admin rights");
  try {
    const user = await updateUser(await getDb(), userId, { name: input.name, email: input.email, age: input.age, isAdmin: input.is_admin });
    if (!user) throw notFound(USER_NOT_FOUND);
    return presentOwnUser(user);
  } catch (error) {
    throw translateUniqueViolation(error);
  }
}

/** Deleting a member removes their data everywhere (foreign keys cascade) in one statement. */
export async function deleteUser(actor: Actor, userId: number): Promise<void> {
  assertAdmin(actor);
  if (userId === actor.id) throw new AppError("conflict", "You cannot delete your own account");
  const rows = await (await getDb()).delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  if (rows.length === 0) throw notFound(USER_NOT_FOUND);
}

export async function activateUser(actor: Actor, userId: number) {
  assertAdmin(actor);
  const updated = await updateUser(await getDb(), userId, { isActive: true });
  if (!updated) throw notFound(USER_NOT_FOUND);
  return presentOwnUser(updated);
}

/** Deactivation takes effect on the member's very next request: every call re-reads the row. */
export async function deactivateUser(actor: Actor, userId: number) {
  assertAdmin(actor);
  const db = await getDb();
  const target = await findUserById(db, userId);
  if (!target) throw notFound(USER_NOT_FOUND);
  if (target.isAdmin) throw new AppError("conflict", "An admin account cannot be deactivated");
  return presentOwnUser((await updateUser(db, userId, { isActive: false }))!);
}
