import "server-only";
import { hkdf } from "node:crypto";
import { jwtDecrypt } from "jose";
import { encode, type JWT, type JWTDecodeParams } from "next-auth/jwt";
import type { SessionKind } from "@/lib/sessions/contract";
import { authSecret } from "@/lib/env";

/**
 * One sealed format for both doors (next-auth's encrypted JWT), told apart by `kind`: the browser's
 * cookie says "cookie" and the API's bearer token "bearer", and each door accepts only its own.
 * Both carry `sid`, the server-side session that makes them revocable (docs/decisions/003).
 */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export type TokenClaims = { sub: string; sid: string; kind: SessionKind; name?: string | null; email?: string | null; isAdmin?: boolean };

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
export function sessionClaims(claims: Record<string, unknown> | null | undefined, kind: SessionKind): SessionClaims | null {
  if (!claims || claims.kind !== kind || typeof claims.sid !== "string" || !claims.sid) return null;
  const userId = Number(claims.sub);
  return Number.isSafeInteger(userId) && userId > 0 ? { userId, sessionId: claims.sid } : null;
}

const derivedKeys = new Map<string, Promise<Uint8Array>>();

/**
 * next-auth's `decode`, with its key derived once per secret instead of on every call: the same
 * HKDF (SHA-256, the salt, "NextAuth.js Generated Encryption Key"), the same direct A256GCM
 * decryption and 15 s clock tolerance. The derivation cost ~0.3 ms of CPU on every signed-in
 * request (docs/benchmarks.md). Tokens are still sealed by next-auth's `encode`.
 */
export async function decodeToken({ token, secret, salt = "" }: JWTDecodeParams): Promise<JWT | null> {
  if (!token) return null;
  const { payload } = await jwtDecrypt(token, await encryptionKey(String(secret), salt), { clockTolerance: 15 });
  return payload as JWT;
}

function encryptionKey(secret: string, salt: string): Promise<Uint8Array> {
  const cacheKey = `${salt}\u0000${secret}`;
  let key = derivedKeys.get(cacheKey);
  if (!key) {
    const info = `NextAuth.js Generated Encryption Key${salt ? ` (${salt})` : ""}`;
    key = new Promise((resolve, reject) =>
      hkdf("sha256", secret, salt, info, 32, (error, bytes) => (error ? reject(error) : resolve(new Uint8Array(bytes)))),
    );
    derivedKeys.set(cacheKey, key);
  }
  return key;
}
