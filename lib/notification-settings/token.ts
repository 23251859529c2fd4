import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/env";
import { EMAIL_SETTINGS, type EmailSetting } from "./values";

/**
 * The unsubscribe link's token (docs/api.md §16, "Unsubscribing"): `{user id}.{setting}.{mac}`,
 * the mac an HMAC-SHA256 under AUTH_SECRET of the other two, so nothing is stored and only the
 * server can make one. It names one member and one kind of email and does nothing else; it does
 * not expire, as a mail client may offer the link months later.
 */
const PURPOSE = "overlap:unsubscribe:v1";

function mac(userId: number, setting: EmailSetting): string {
  return createHmac("sha256", authSecret()).update(`${PURPOSE}:${userId}:${setting}`).digest("base64url");
}

export function unsubscribeToken(userId: number, setting: EmailSetting): string {
  return `${userId}.${setting}.${mac(userId, setting)}`;
}

/** The member and setting a token names, or null for anything the server did not make. */
export function readUnsubscribeToken(token: string): { userId: number; setting: EmailSetting } | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [id, setting, given] = parts as [string, string, string];
  if (!/^[1-9]\d{0,9}$/.test(id) || !(EMAIL_SETTINGS as readonly string[]).includes(setting)) return null;
  const userId = Number(id);
  if (!Number.isSafeInteger(userId) || userId > 2_147_483_647) return null;
  const expected = Buffer.from(mac(userId, setting as EmailSetting));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  return { userId, setting: setting as EmailSetting };
}
