import "server-only";
import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { getDb, queryRowsPrepared, type Database, type DbOrTx } from "@/db/client";
import { groupTrips, users, userSearchText, type UserRow } from "@/db/schema";
import { findUserById, insertUser, translateUniqueViolation, updateUser } from "@/lib/accounts/queries";
import { announceAccountRemoval } from "@/lib/leaving/deletion";
import { leaveTripsBeforeDeletion } from "@/lib/trips/waitlist";
import { lockTripsOfMember } from "@/lib/trips/queries";
import { newConfirmationToken } from "@/lib/accounts/email";
import { assertAdmin, type Actor } from "@/lib/auth/actor";
import { hashNewPassword } from "@/lib/auth/password";
import { AppError, notFound } from "@/lib/errors/app-error";
import type { Page } from "@/lib/contract/pagination";
import { presentOwnUser } from "@/lib/accounts/present";
import { deactivateAccount } from "@/lib/leaving/deactivation";
import { enqueueMail } from "@/lib/mail/deliver";
import { activationEmail } from "@/lib/mail/templates";
import { purgeRemovedFiles } from "@/lib/uploads/removal";
import { countMemberInvitesMade } from "@/lib/invites/queries";
import type { AdminCreateUserBody, AdminUpdateUserBody, AdminUser, AdminUserState } from "./contract";

const USER_NOT_FOUND = "User not found";

/**
 * Admin users list: newest first, searched by a piece of the name, email or handle (a trigram
 * index answers searches of 3+ characters), filtered by state (partial indexes).
 */
export async function listUsers(actor: Actor, input: Page & { q?: string; status?: AdminUserState }) {
  assertAdmin(actor);
  const db = await getDb();
  const filter = input.status ? USER_STATES[input.status] : undefined;
  return input.q ? searchUsers(db, input.q, filter, input) : browseUsers(db, input.status, filter, input);
}

const USER_STATES: Record<AdminUserState, SQL> = {
  pending: eq(users.isActive, false),
  active: eq(users.isActive, true),
  admin: eq(users.isAdmin, true),
};

/**
 * Without a search the total comes from user_counts, which triggers keep exact (migration 0011),
 * instead of counting 100,000 index entries on every page. Knowing it first lets a deep page be
 * walked from the nearer end of the list, so the last page costs what the first one does. The
 * statements are prepared (their plans do not depend on the values).
 */
async function browseUsers(
  db: Database,
  status: AdminUserState | undefined,
  filter: SQL | undefined,
  { skip, limit }: Page,
) {
  const total = await keptTotal(db, status);
  if (skip >= total) return { items: [], total };
  const fromEnd = skip + limit / 2 > total / 2;
  const pageIds = fromEnd
    ? pageIdsInOrder(db, filter, asc(users.id), Math.max(0, total - skip - limit), Math.min(limit, total - skip))
    : pageIdsInOrder(db, filter, desc(users.id), skip, limit);
  const rows = await usersWithIds(db, pageIds).prepare("admin_users_page").execute();
  return { items: await presentAdminUsers(db, rows), total };
}

/**
 * A search counts its matches only when its page cannot tell: a page that is neither full nor past
 * the end is the last one. Looking for one person is then one statement. Not prepared: the best
 * plan depends on the pattern.
 */
async function searchUsers(db: Database, q: string, filter: SQL | undefined, { skip, limit }: Page) {
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const where = and(sql`${userSearchText} like ${pattern}`, filter);
  const rows = await usersWithIds(db, pageIdsInOrder(db, where, desc(users.id), skip, limit));
  const isLastPage = rows.length < limit && (rows.length > 0 || skip === 0);
  const total = isLastPage ? skip + rows.length : await db.$count(users, where);
  return { items: await presentAdminUsers(db, rows), total };
}

/**
 * The members with who invited them and how many codes each has made in all, each read in one
 * query for the whole page: a member may withdraw codes and make new ones without end (only 5
 * unused at once), and the lifetime count shows the admin who does.
 */
async function presentAdminUsers(db: DbOrTx, rows: UserRow[]): Promise<AdminUser[]> {
  const inviterIds = [...new Set(rows.flatMap((row) => (row.invitedBy === null ? [] : [row.invitedBy])))];
  const inviters = inviterIds.length
    ? await db
        .select({ id: users.id, handle: users.handle, name: users.name })
        .from(users)
        .where(inArray(users.id, inviterIds))
    : [];
  const byId = new Map(inviters.map((inviter) => [inviter.id, inviter]));
  const made = await countMemberInvitesMade(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...presentOwnUser(row),
    deactivated_at: row.deactivatedAt?.toISOString() ?? null,
    invited_by: (row.invitedBy !== null && byId.get(row.invitedBy)) || null,
    invites_made: made.get(row.id) ?? 0,
  }));
}

/** The ids of a page, read index-only (cheap even tens of thousands of entries deep). */
function pageIdsInOrder(db: Database, where: SQL | undefined, order: SQL, offset: number, limit: number) {
  return db.select({ id: users.id }).from(users).where(where).orderBy(order).offset(offset).limit(limit);
}

/** Whole rows for the page's ids only, newest first. */
function usersWithIds(db: Database, pageIds: ReturnType<typeof pageIdsInOrder>) {
  return db.select().from(users).where(inArray(users.id, pageIds)).orderBy(desc(users.id));
}

async function keptTotal(db: Database, status: AdminUserState | undefined): Promise<number> {
  const [counts] = await queryRowsPrepared<{ total: string; pending: string; admins: string }>(
    db,
    sql`select total, pending, admins from user_counts`,
  );
  const [all, pending, admins] = [
    Number(counts?.total ?? 0),
    Number(counts?.pending ?? 0),
    Number(counts?.admins ?? 0),
  ];
  return status === "pending" ? pending : status === "admin" ? admins : status === "active" ? all - pending : all;
}

export async function getUser(actor: Actor, userId: number) {
  assertAdmin(actor);
  const db = await getDb();
  const user = await findUserById(db, userId);
  if (!user) throw notFound(USER_NOT_FOUND);
  const [answer] = await presentAdminUsers(db, [user]);
  return answer!;
}

/** POST /admin/users?is_admin=: an active account, made by an admin. */
export async function createUser(actor: Actor, input: AdminCreateUserBody, isAdmin: boolean) {
  assertAdmin(actor);
  try {
    const user = await insertUser(await getDb(), {
      email: input.email,
      passwordHash: await hashNewPassword(input.password),
      name: input.name,
      age: input.age,
      handle: input.handle ?? null,
      isActive: true,
      isAdmin,
      // An admin vouches for the address they type (docs/api.md §16, email confirmation).
      emailVerifiedAt: new Date(),
    });
    return presentOwnUser(user);
  } catch (error) {
    throw translateUniqueViolation(error);
  }
}

export async function updateUserByAdmin(actor: Actor, userId: number, input: AdminUpdateUserBody) {
  assertAdmin(actor);
  if (userId === actor.id && input.is_admin === false)
    throw new AppError("conflict", "You cannot remove your own admin rights");
  try {
    const db = await getDb();
    const user = await updateUser(db, userId, {
      name: input.name,
      email: input.email,
      age: input.age,
      isAdmin: input.is_admin,
      canInvite: input.can_invite,
    });
    if (!user) throw notFound(USER_NOT_FOUND);
    const [answer] = await presentAdminUsers(db, [user]);
    return answer!;
  } catch (error) {
    throw translateUniqueViolation(error);
  }
}

/**
 * Deleting a member removes their data everywhere (foreign keys cascade) in one statement; their
 * uploads and the photos of their conversations are queued by triggers and deleted after commit.
 */
export async function deleteUser(actor: Actor, userId: number): Promise<void> {
  assertAdmin(actor);
  if (userId === actor.id) throw new AppError("conflict", "You cannot delete your own account");
  await (
    await getDb()
  ).transaction(async (tx) => {
    // The member's trips before their row, in the order a leave or a join takes them (lib/trips/queries.ts).
    await lockTripsOfMember(tx, userId);
    const [found] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    if (!found) throw notFound(USER_NOT_FOUND);
    const hosted = await tx.select({ id: groupTrips.id }).from(groupTrips).where(eq(groupTrips.creatorId, userId));
    // The members whose conversations, notifications or trip chats go with the account are told (docs/api.md §17).
    await announceAccountRemoval(
      tx,
      userId,
      hosted.map((trip) => trip.id),
    );
    await leaveTripsBeforeDeletion(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
  });
  await purgeRemovedFiles();
}

/**
 * Activation tells the owner by email, once: only when the account was waiting (docs/product.md,
 * the waiting page's promise). The email is queued in the same transaction as the change.
 */
export async function activateUser(actor: Actor, userId: number) {
  assertAdmin(actor);
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    const [waiting] = await tx
      .select({ isActive: users.isActive })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!waiting) return undefined;
    const user = await updateUser(tx, userId, { isActive: true, deactivatedAt: null });
    // A registration without a code was sent nothing: its address is confirmed from this email.
    if (user && !waiting.isActive)
      await enqueueMail(
        tx,
        activationEmail(user, user.emailVerifiedAt ? null : await newConfirmationToken(tx, user.id)),
      );
    return user;
  });
  if (!updated) throw notFound(USER_NOT_FOUND);
  return presentOwnUser(updated);
}

/** Deactivation ends every session of the member: their very next request is refused. */
export async function deactivateUser(actor: Actor, userId: number) {
  assertAdmin(actor);
  const db = await getDb();
  const target = await findUserById(db, userId);
  if (!target) throw notFound(USER_NOT_FOUND);
  return presentOwnUser(await db.transaction((tx) => deactivateAccount(tx, target)));
}
