import { decode, encode } from "next-auth/jwt";
import { authSecret } from "@/lib/env";

/** One token format for both doors: the browser's session cookie and the API's bearer token. */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export type TokenClaims = { sub: string; name?: string | null; email?: string | null; isAdmin?: boolean };

export function issueAccessToken(claims: TokenClaims): Promise<string> {
  return encode({ token: claims, secret: authSecret(), maxAge: SESSION_MAX_AGE_SECONDS });
}

/** The user id a token speaks for, or null when it is not one of ours or has expired. */
export async function readAccessToken(token: string): Promise<number | null> {
  try {
    const claims = await decode({ token, secret: authSecret() });
    return userIdFromClaims(claims);
  } catch {
    return null;
  }
}

export function userIdFromClaims(claims: { sub?: string } | null | undefined): number | null {
  const id = Number(claims?.sub);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
