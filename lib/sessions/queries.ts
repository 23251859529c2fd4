import "server-only";
import { and, asc, desc, eq, gt, lt, lte, ne, sql } from "drizzle-orm";
import { preparedPerHandle, type DbOrTx } from "@/db/client";
import { sessions, users, type SessionRow, type UserRow } from "@/db/schema";
import type { SessionKind } from "./contract";

export async function insertSession(db: DbOrTx, values: typeof sessions.$inferInsert): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

const sessionWithUser = preparedPerHandle((db) =>
  db
    .select({ user: users, kind: sessions.kind, lastUsedAt: sessions.lastUsedAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder("id")))
    .prepare("session_with_user"),
);

export type SessionWithUser = { user: UserRow; kind: SessionKind; lastUsedAt: Date; expiresAt: Date };

// Prepared: every authenticated request reads its session and its caller in one indexed lookup.
export async function findSessionWithUser(db: DbOrTx, id: string): Promise<SessionWithUser | undefined> {
  const [row] = await sessionWithUser(db).execute({ id });
  return row;
}

/** Marks a session used, unless another request already did within `since` (one write, not one per request). */
export async function touchSession(db: DbOrTx, id: string, now: Date, since: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastUsedAt: now })
    .where(and(eq(sessions.id, id), lt(sessions.lastUsedAt, since)));
}

export async function listLiveSessions(db: DbOrTx, userId: number, now: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastUsedAt), asc(sessions.id));
}

/** Deletes one of the user's sessions; false when they have none with that id. */
export async function deleteUserSession(db: DbOrTx, userId: number, id: string): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, id)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Deletes all the user's sessions, or all but `keepId`. */
export async function deleteUserSessions(db: DbOrTx, userId: number, keepId?: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepId ? ne(sessions.id, keepId) : undefined))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function deleteExpiredSessions(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
}

/** Ends the member's sessions past the `keep` most recently used (the newest, just started, stays). */
export async function deleteSessionsBeyond(db: DbOrTx, userId: number, keep: number): Promise<void> {
  const kept = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt))
    .limit(keep);
  await db.delete(sessions).where(and(eq(sessions.userId, userId), sql`${sessions.id} not in ${kept}`));
}
