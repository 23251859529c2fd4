import "server-only";
import { randomBytes } from "node:crypto";
import { getDb, type DbOrTx } from "@/db/client";
import type { Session, SessionKind } from "./contract";
import { issueToken, SESSION_MAX_AGE_SECONDS, type SessionClaims } from "@/lib/sessions/tokens";
import { notAuthenticated, notFound } from "@/lib/errors/app-error";
import {
  deleteExpiredSessions,
  deleteSessionsBeyond,
  deleteUserSession,
  findSessionWithUser,
  insertSession,
  listLiveSessions,
  touchSession,
  type SessionWithUser,
} from "./queries";
import { presentSession } from "./present";

/**
 * How many live sessions a member keeps (docs/api.md §13): far more than their devices and
 * scripts, and a bound on the rows a script that signs in over and over can make. A new one past
 * it ends the least recently used.
 */
export const MAX_LIVE_SESSIONS = 50;

/** last_used_at is a hint for the member, not an audit log: one write per session per interval. */
export const TOUCH_INTERVAL_MS = 5 * 60 * 1000;
const USER_AGENT_MAX = 200;

/**
 * Starts a session at sign-in and returns its id, which goes sealed into the cookie or token.
 * The user's expired sessions, and those past MAX_LIVE_SESSIONS, are pruned here, where a write
 * happens anyway.
 */
export async function openSession(
  db: DbOrTx,
  userId: number,
  kind: SessionKind,
  userAgent: string | null | undefined,
): Promise<string> {
  const now = new Date();
  await deleteExpiredSessions(db, userId, now);
  const row = await insertSession(db, {
    id: randomBytes(16).toString("base64url"),
    userId,
    kind,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000),
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
  });
  await deleteSessionsBeyond(db, userId, MAX_LIVE_SESSIONS);
  return row.id;
}

type TokenUser = { id: number; name?: string | null; email?: string | null; isAdmin?: boolean };

/** A new session of the given kind and its sealed token: the bearer token, or the session cookie's value. */
export async function issueSessionToken(
  db: DbOrTx,
  user: TokenUser,
  kind: SessionKind,
  userAgent: string | null | undefined,
): Promise<string> {
  const sid = await openSession(db, user.id, kind, userAgent);
  // The admin flag rides along for middleware's redirects only; access is decided on the rows.
  return issueToken({
    sub: String(user.id),
    sid,
    kind,
    name: user.name,
    email: user.email,
    isAdmin: user.isAdmin ?? false,
  });
}

/** A new bearer session and its token: POST /auth/login/json, and the tests' and benchmark's members. */
export function issueBearerToken(db: DbOrTx, user: TokenUser, userAgent: string | null | undefined): Promise<string> {
  return issueSessionToken(db, user, "bearer", userAgent);
}

/**
 * The live session a token points at, with its user, or null when it was ended, has expired, or
 * is of the other kind or another user (a token is only as good as its row).
 */
export async function resolveSession(claims: SessionClaims, kind: SessionKind): Promise<SessionWithUser | null> {
  const db = await getDb();
  const found = await findSessionWithUser(db, claims.sessionId);
  const now = new Date();
  if (!found || found.kind !== kind || found.user.id !== claims.userId || found.expiresAt <= now) return null;
  if (now.getTime() - found.lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
    await touchSession(db, claims.sessionId, now, new Date(now.getTime() - TOUCH_INTERVAL_MS));
  }
  return found;
}

/**
 * The signed-in member as this domain sees them: lib/auth builds its Actor on top of sessions
 * (docs/decisions/028-domains-in-layers.md), so sessions name only the fields they read.
 */
type Member = { id: number; sessionId?: string };

/** GET /users/me/sessions: the caller's live sessions, most recently used first. */
export async function listMySessions(actor: Member): Promise<Session[]> {
  const rows = await listLiveSessions(await getDb(), actor.id, new Date());
  return rows.map((row) => presentSession(row, actor.sessionId));
}

/** DELETE /users/me/sessions/{id}: another member's id is as unknown as a made-up one. */
export async function endMySession(actor: Member, sessionId: string): Promise<void> {
  if (!(await deleteUserSession(await getDb(), actor.id, sessionId))) throw notFound("Session not found");
}

/** POST /auth/logout: ends the session the request came with. */
export async function endCurrentSession(actor: Member): Promise<void> {
  if (!actor.sessionId) throw notAuthenticated();
  await deleteUserSession(await getDb(), actor.id, actor.sessionId);
}

/** The browser signed out through next-auth: end the session its cookie named. */
export async function endSessionOfCookie(claims: SessionClaims | null): Promise<void> {
  if (claims) await deleteUserSession(await getDb(), claims.userId, claims.sessionId);
}
