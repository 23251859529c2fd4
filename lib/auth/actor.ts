import { getToken } from "next-auth/jwt";
import { cookies, headers } from "next/headers";
import { findUserById } from "@/lib/accounts/queries";
import { AppError, notAuthenticated } from "@/lib/http/errors";
import { authSecret } from "@/lib/env";
import { getDb } from "@/db/client";
import type { UserRow } from "@/db/schema";
import { SESSION_COOKIE } from "./cookie";
import { readAccessToken, userIdFromClaims } from "./tokens";

/** Who is calling: the signed-in, active member, loaded fresh from the database on every request. */
export type Actor = { id: number; isAdmin: boolean; user: UserRow };

export type Authentication = { actor: Actor; via: "bearer" | "cookie" };

export const INACTIVE_DETAIL = "Account pending admin activation";

type RequestLike = { headers: Headers; cookies?: unknown };

/**
 * Reads the caller from a Bearer token, else from the next-auth session cookie. Returns null when
 * the request carries neither. A deleted account is 401 and an inactive one 403 at once, whatever
 * token it holds, because the user row is read on every call.
 */
export async function authenticate(req: RequestLike): Promise<Authentication | null> {
  const authorization = req.headers.get("authorization");
  let userId: number | null;
  let via: Authentication["via"];
  if (authorization) {
    const [scheme, token] = authorization.split(" ");
    if (scheme?.toLowerCase() !== "bearer" || !token) throw notAuthenticated();
    userId = await readAccessToken(token);
    if (!userId) throw notAuthenticated();
    via = "bearer";
  } else {
    if (!req.headers.get("cookie")?.includes(SESSION_COOKIE)) return null;
    const claims = await getToken({ req: req as never, secret: authSecret(), cookieName: SESSION_COOKIE });
    if (!claims) return null;
    userId = userIdFromClaims(claims);
    if (!userId) return null;
    via = "cookie";
  }
  const user = await findUserById(await getDb(), userId);
  if (!user) throw notAuthenticated();
  if (!user.isActive) throw new AppError("forbidden", INACTIVE_DETAIL);
  return { actor: { id: user.id, isAdmin: user.isAdmin, user }, via };
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
