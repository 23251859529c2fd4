import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/env";

/**
 * The OAuth `state`: the member who asked, an expiry and a nonce, signed with HMAC-SHA256 under
 * AUTH_SECRET. Nothing is stored; the callback checks the signature, the expiry and that the
 * signed-in member is the one who asked (docs/api.md §8: 400 otherwise).
 */
const STATE_TTL_MS = 10 * 60 * 1000;

function sign(payload: string): string {
  return createHmac("sha256", `calendar-oauth-state:${authSecret()}`).update(payload).digest("base64url");
}

export function createState(userId: number, now = Date.now()): string {
  const payload = Buffer.from(
    JSON.stringify({ u: userId, e: now + STATE_TTL_MS, n: randomBytes(12).toString("base64url") }),
  ).toString("base64url");
  return `${payload}.${sign(payload)}`;
}

/** The member id the state was made for, or null when it is forged, malformed or expired. */
export function readState(state: string | undefined, now = Date.now()): number | null {
  if (!state) return null;
  const [payload, signature] = state.split(".");
  if (!payload || !signature) return null;
  const given = Buffer.from(signature, "base64url");
  const expected = Buffer.from(sign(payload), "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const { u, e } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { u?: unknown; e?: unknown };
    if (typeof u !== "number" || !Number.isInteger(u) || typeof e !== "number" || e < now) return null;
    return u;
  } catch {
    return null;
  }
}
