import "server-only";
import { cookies, headers } from "next/headers";
import { getDb } from "@/db/client";
import { issueSessionToken } from "@/lib/sessions/service";
import { SESSION_COOKIE, secureCookies } from "./cookie";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/sessions/tokens";

/**
 * Signs the browser in: a new cookie session for the user (lib/sessions/service.ts), sealed into the
 * httpOnly cookie next-auth and middleware read. Only a server action or route handler can set it
 * (docs/decisions/003-revocable-sessions.md, 022-server-rendered-forms.md).
 */
export async function startCookieSession(user: {
  id: number;
  name?: string | null;
  email?: string | null;
  isAdmin?: boolean;
}): Promise<void> {
  const token = await issueSessionToken(await getDb(), user, "cookie", (await headers()).get("user-agent"));
  (await cookies()).set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: secureCookies(),
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}
