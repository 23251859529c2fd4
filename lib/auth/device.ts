import "server-only";
import { randomBytes } from "node:crypto";
import { encode } from "next-auth/jwt";
import { authSecret } from "@/lib/env";
import { secureCookies } from "./cookie";
import { decodeToken } from "@/lib/sessions/tokens";

/**
 * A browser or client that has signed in to an account before carries a sealed device token for
 * it (docs/security.md, "Locked out by someone else"). It opens nothing by itself: a sign-in still
 * needs the password. It only gives that device its own count of failed sign-ins, so that someone
 * who fails sign-ins for a member's email from elsewhere, and so uses up the account's count,
 * cannot keep the member out on the devices they use. Sealed as session tokens are, with its own
 * kind; a year long, renewed at each sign-in.
 */
export const DEVICE_COOKIE = "overlap.device";
const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const KIND = "device";

export type KnownDevice = { userId: number; deviceId: string };

export function issueDeviceToken(userId: number): Promise<string> {
  return encode({
    token: { sub: String(userId), kind: KIND, did: randomBytes(12).toString("base64url") },
    secret: authSecret(),
    maxAge: DEVICE_MAX_AGE_SECONDS,
  });
}

/** The device a token speaks for, or null for anything that is not one of our device tokens. */
export async function readDeviceToken(token: string | null | undefined): Promise<KnownDevice | null> {
  if (!token || token.length > 2_000) return null;
  try {
    const claims = await decodeToken({ token, secret: authSecret() });
    const userId = Number(claims?.sub);
    if (claims?.kind !== KIND || typeof claims.did !== "string" || !Number.isSafeInteger(userId) || userId <= 0)
      return null;
    return { userId, deviceId: claims.did };
  } catch {
    return null;
  }
}

/** The cookie that keeps a device token in a browser: sent only to us, never to script. */
export function deviceCookie(token: string) {
  return {
    name: DEVICE_COOKIE,
    value: token,
    httpOnly: true,
    sameSite: "lax" as const,
    path: "/",
    secure: secureCookies(),
    maxAge: DEVICE_MAX_AGE_SECONDS,
  };
}

/** The same cookie as a Set-Cookie header, for route handlers that build their own answer. */
export function deviceCookieHeader(token: string): string {
  const cookie = deviceCookie(token);
  return `${cookie.name}=${cookie.value}; Path=/; Max-Age=${cookie.maxAge}; HttpOnly; SameSite=Lax${cookie.secure ? "; Secure" : ""}`;
}
