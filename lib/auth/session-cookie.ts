import "server-only";
import { cookies } from "next/headers";
import { SESSION_COOKIE, secureCookies } from "./cookie";
import { SESSION_MAX_AGE_SECONDS } from "./tokens";

/**
 * Hands the browser its session: the sealed cookie session token (lib/sessions/service.ts,
 * issueSessionToken) in the httpOnly cookie next-auth and middleware read. Only a server action or
 * route handler can set it (docs/decisions/003-revocable-sessions.md).
 */
export async function setSessionCookie(token: string): Promise<void> {
  (await cookies()).set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: secureCookies(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}
