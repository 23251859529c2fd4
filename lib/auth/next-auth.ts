import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { LoginBody } from "@/lib/accounts/contract";
import { verifyCredentials } from "@/lib/accounts/service";
import { authSecret } from "@/lib/env";
import { clientAddress } from "@/lib/http/client-address";
import { parseOrThrow } from "@/lib/http/validation";
import { endSessionOfCookie, startSession } from "@/lib/sessions/service";
import { SESSION_COOKIE, secureCookies } from "./cookie";
import { SESSION_MAX_AGE_SECONDS, sessionClaims } from "./tokens";

/**
 * The browser's sign-in: next-auth's credentials provider with a JWT session in an httpOnly
 * cookie. It runs the same credential check as POST /auth/login/json; an error's text (inactive,
 * rate limited, wrong password) reaches the login form as next-auth's `error`. Each sign-in is a
 * server-side session whose id rides in the cookie; signing out ends it before the cookie is
 * cleared, so a copy of the cookie dies with it (docs/decisions/003-revocable-sessions.md).
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
    providers: [
      CredentialsProvider({
        name: "Email",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        async authorize(credentials, req) {
          const input = parseOrThrow(LoginBody, credentials ?? {});
          const user = await verifyCredentials(input, clientAddress(req?.headers));
          const sid = await startSession(user.id, "cookie", userAgent(req?.headers));
          return { id: String(user.id), name: user.name, email: user.email, isAdmin: user.isAdmin, sid };
        },
      }),
    ],
    callbacks: {
      // Only the id, the session and the admin flag ride in the cookie: middleware needs the flag
      // to redirect; everything that decides access re-reads the session and user rows.
      jwt({ token, user }) {
        if (user) {
          const signedIn = user as { isAdmin?: boolean; sid?: string };
          token.sub = user.id;
          token.sid = signedIn.sid;
          token.kind = "cookie";
          token.isAdmin = signedIn.isAdmin ?? false;
        }
        return token;
      },
    },
    events: {
      // next-auth awaits this before it clears the cookie.
      async signOut({ token }) {
        await endSessionOfCookie(sessionClaims(token, "cookie"));
      },
    },
  };
}

type HeaderBag = Record<string, string | string[] | undefined> | Headers | undefined;

function userAgent(headers: HeaderBag): string | null {
  const value = headers instanceof Headers ? headers.get("user-agent") : headers?.["user-agent"];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}
