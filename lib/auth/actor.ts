import "server-only";
import { getToken } from "next-auth/jwt";
import { cookies, headers } from "next/headers";
import { AppError, notAuthenticated } from "@/lib/errors/app-error";
import { authSecret } from "@/lib/env";
import type { UserRow } from "@/db/schema";
import { resolveSession } from "@/lib/sessions/service";
import { SESSION_COOKIE } from "./cookie";
import { decodeToken, readAccessToken, sessionClaims } from "@/lib/sessions/tokens";

/**
 * Who is calling: the signed-in, active member, loaded fresh from the database on every request.
 * `sessionId` is the session the request came with; actors built in code (seed, scripts) have none.
 */
export type Actor = { id: number; isAdmin: boolean; user: UserRow; sessionId?: string };

export type Authentication = { actor: Actor; via: "bearer" | "cookie" };

export const INACTIVE_DETAIL = "Account pending admin activation";

type RequestLike = { headers: Headers; cookies?: unknown };

/**
 * Reads the caller from a Bearer token, else from the next-auth session cookie. Returns null when
 * the request carries neither (or only a cookie that is no longer good: the visitor is anonymous).
 * Each door takes only its own kind of token, and the token's session row is read with the user
 * in one lookup on every call: an ended session or a deleted account is 401 at once, an inactive
 * one 403 (docs/decisions/003-revocable-sessions.md).
 */
export async function authenticate(req: RequestLike): Promise<Authentication | null> {
  const authorization = req.headers.get("authorization");
  if (authorization) {
    const [scheme, token] = authorization.split(" ");
    if (scheme?.toLowerCase() !== "bearer" || !token) throw notAuthenticated();
    const claims = await readAccessToken(token);
    const session = claims && (await resolveSession(claims, "bearer"));
    if (!claims || !session) throw notAuthenticated();
    return { actor: activeActor(session.user, claims.sessionId), via: "bearer" };
  }
  if (!req.headers.get("cookie")?.includes(SESSION_COOKIE)) return null;
  const token = await getToken({
    req: req as never,
    secret: authSecret(),
    cookieName: SESSION_COOKIE,
    decode: decodeToken,
  });
  const claims = sessionClaims(token, "cookie");
  const session = claims && (await resolveSession(claims, "cookie"));
  if (!claims || !session) return null;
  return { actor: activeActor(session.user, claims.sessionId), via: "cookie" };
}

function activeActor(user: UserRow, sessionId: string): Actor {
  if (!user.isActive) throw new AppError("forbidden", INACTIVE_DETAIL);
  return { id: user.id, isAdmin: user.isAdmin, user, sessionId };
}

export function assertAdmin(actor: Actor): void {
  if (!actor.isAdmin) throw new AppError("forbidden", "Admin access required");
}

/**
 * For server components: the signed-in member from the session cookie, or why there is none.
 * Pages redirect on the result; they never trust middleware alone.
 */
export async function currentSession(): Promise<
  { state: "member"; actor: Actor } | { state: "anonymous" } | { state: "inactive" }
> {
  const requestHeaders = await headers();
  const requestCookies = await cookies();
  try {
    const auth = await authenticate({ headers: new Headers(requestHeaders), cookies: requestCookies });
    return auth ? { state: "member", actor: auth.actor } : { state: "anonymous" };
  } catch (error) {
    if (error instanceof AppError && error.code === "forbidden") return { state: "inactive" };
    if (error instanceof AppError && error.code === "unauthenticated") return { state: "anonymous" };
    throw error;
  }
}
