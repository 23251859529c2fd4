import "server-only";
import type { NextAuthOptions } from "next-auth";
import { authSecret } from "@/lib/env";
import { endSessionOfCookie } from "@/lib/sessions/service";
import { SESSION_COOKIE, secureCookies } from "./cookie";
import { SESSION_MAX_AGE_SECONDS, sessionClaims } from "@/lib/sessions/tokens";

/**
 * next-auth reads and ends the browser's session: its JWT session in the httpOnly cookie, and its
 * sign-out. Signing in is the login and sign-up forms' server actions (app/(public)/(auth)/actions.tsx),
 * which run the same credential check as POST /auth/login/json and set the same sealed cookie
 * (lib/auth/session-cookie.ts). Each sign-in is a server-side session whose id rides in the cookie;
 * signing out ends it before the cookie is cleared, so a copy of the cookie dies with it
 * (docs/decisions/003-revocable-sessions.md).
 */
export function authOptions(): NextAuthOptions {
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/login" },
    cookies: {
      sessionToken: {
        name: SESSION_COOKIE,
        options: { httpOnly: true, sameSite: "lax", path: "/", secure: secureCookies() },
      },
    },
    providers: [],
    events: {
      // next-auth awaits this before it clears the cookie.
      async signOut({ token }) {
        await endSessionOfCookie(sessionClaims(token, "cookie"));
      },
    },
  };
}
