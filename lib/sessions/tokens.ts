import "server-only";
import { hkdf } from "node:crypto";
import { jwtDecrypt } from "jose";
import { encode, type JWT, type JWTDecodeParams } from "next-auth/jwt";
import type { SessionKind } from "./contract";
import { authSecret } from "@/lib/env";

/**
 * One sealed format for both doors (next-auth's encrypted JWT), told apart by `kind`: the browser's
 * cookie says "cookie" and the API's bearer token "bearer", and each door accepts only its own.
 * Both carry `sid`, the server-side session that makes them revocable (docs/decisions/003).
 */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export type TokenClaims = {
  sub: string;
  sid: string;
  kind: SessionKind;
  name?: string | null;
  email?: string | null;
  isAdmin?: boolean;
};

/** What a token speaks for once its seal, expiry and kind have been checked. */
export type SessionClaims = { userId: number; sessionId: string };

/** A sealed token of either kind: the bearer token an API client keeps, or the browser's session cookie's value. */
export function issueToken(claims: TokenClaims): Promise<string> {
  return encode({ token: claims, secret: authSecret(), maxAge: SESSION_MAX_AGE_SECONDS });
}

/** The bearer token's user and session, or null when it is not one of our bearer tokens or has expired. */
export async function readAccessToken(token: string): Promise<SessionClaims | null> {
  try {
    return sessionClaims(await decodeToken({ token, secret: authSecret() }), "bearer");
  } catch {
    return null;
  }
}

/** The claims of a decoded token of the given kind, or null (tokens from before sessions have no sid). */
export function sessionClaims(
  claims: Record<string, unknown> | null | undefined,
  kind: SessionKind,
): SessionClaims | null {
  if (!claims || claims.kind !== kind || typeof claims.sid !== "string" || !claims.sid) return null;
  const userId = Number(claims.sub);
  return Number.isSafeInteger(userId) && userId > 0 ? { userId, sessionId: claims.sid } : null;
}

const derivedKeys = new Map<string, Promise<Uint8Array>>();
const CLOCK_TOLERANCE_SECONDS = 15;
/** Tokens that opened, with their claims (see decodeToken); about 5 MB at most: a token is ~300 characters. */
const OPENED_TOKENS_KEPT = 10_000;
const openedTokens = new Map<string, JWT>();

/**
 * next-auth's `decode`, with its key derived once per secret instead of on every call: the same
 * HKDF (SHA-256, the salt, "NextAuth.js Generated Encryption Key"), the same direct A256GCM
 * decryption and 15 s clock tolerance. The derivation cost ~0.3 ms of CPU on every signed-in
 * request (docs/benchmarks.md). Tokens are still sealed by next-auth's `encode`.
 *
 * A token opened once is answered from memory until it expires: a client sends the same token
 * with every request, and the decryption costs ~0.12 ms of CPU each time. Only tokens that opened
 * are kept (a forged one never is), at most OPENED_TOKENS_KEPT, and each caller gets its own copy
 * of the claims. Revocation is unaffected: the session behind the token is read on every request.
 */
export async function decodeToken({ token, secret, salt = "" }: JWTDecodeParams): Promise<JWT | null> {
  if (!token) return null;
  const cacheKey = `${salt}\u0000${String(secret)}\u0000${token}`;
  const opened = openedTokens.get(cacheKey);
  if (opened) {
    // jose's own rule: expired once exp <= now - tolerance, now in whole seconds.
    if (Number(opened.exp) > Math.floor(Date.now() / 1000) - CLOCK_TOLERANCE_SECONDS) return { ...opened };
    openedTokens.delete(cacheKey);
    throw new Error("The token has expired");
  }
  const { payload } = await jwtDecrypt(token, await encryptionKey(String(secret), salt), {
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
  });
  if (typeof payload.exp === "number") {
    // Oldest first out: a Map iterates in insertion order.
    if (openedTokens.size >= OPENED_TOKENS_KEPT) openedTokens.delete(openedTokens.keys().next().value!);
    openedTokens.set(cacheKey, payload as JWT);
  }
  return { ...(payload as JWT) };
}

function encryptionKey(secret: string, salt: string): Promise<Uint8Array> {
  const cacheKey = `${salt}\u0000${secret}`;
  let key = derivedKeys.get(cacheKey);
  if (!key) {
    const info = `NextAuth.js Generated Encryption Key${salt ? ` (${salt})` : ""}`;
    key = new Promise((resolve, reject) =>
      hkdf("sha256", secret, salt, info, 32, (error, bytes) =>
        error ? reject(error) : resolve(new Uint8Array(bytes)),
      ),
    );
    derivedKeys.set(cacheKey, key);
  }
  return key;
}
