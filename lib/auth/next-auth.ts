import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { LoginBody } from "@/lib/accounts/schemas";
import { verifyCredentials } from "@/lib/accounts/service";
import { authSecret } from "@/lib/env";
import { clientAddress } from "@/lib/http/client-address";
import { parseOrThrow } from "@/lib/http/validation";
import { SESSION_COOKIE, secureCookies } from "./cookie";
import { SESSION_MAX_AGE_SECONDS } from "./tokens";

/**
 * The browser's sign-in: next-auth's credentials provider with a JWT session in an httpOnly
 * cookie. It runs the same credential check as POST /auth/login/json; an error's text (inactive,
 * rate limited, wrong password) reaches the login form as next-auth's `error`.
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
          return { id: String(user.id), name: user.name, email: user.email, isAdmin: user.isAdmin };
        },
      }),
    ],
    callbacks: {
      // Only the id and the admin flag ride in the cookie: middleware needs the flag to redirect;
      // everything that decides access re-reads the user row.
      jwt({ token, user }) {
        if (user) {
          token.sub = user.id;
          token.isAdmin = (user as { isAdmin?: boolean }).isAdmin ?? false;
        }
        return token;
      },
    },
  };
}
