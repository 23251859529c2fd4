import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { authSecret, env } from "@/lib/env";

/**
 * Google tokens at rest: AES-256-GCM under CALENDAR_TOKEN_KEY (32 bytes, base64), or, when that is
 * unset, a key derived from AUTH_SECRET with HKDF (so development needs no extra setting). The
 * member's id is the additional data: a ciphertext copied into another member's row does not open.
 * Format: "v1." + base64url(iv ‖ tag ‖ ciphertext).
 */
const VERSION = "v1";

let cachedKey: { source: string; key: Buffer } | undefined;

function tokenKey(): Buffer {
  const configured = env().CALENDAR_TOKEN_KEY;
  const source = configured ? `key:${configured}` : `secret:${authSecret()}`;
  if (cachedKey?.source === source) return cachedKey.key;
  let key: Buffer;
  if (configured) {
    key = Buffer.from(configured, "base64");
    if (key.length !== 32) {
      throw new Error(
        "CALENDAR_TOKEN_KEY must be 32 bytes in base64. Make one: node -e \"console.log(require('crypto').randomBytes(32).toString('base64'))\"",
      );
    }
  } else {
    key = Buffer.from(hkdfSync("sha256", authSecret(), "overlap", "calendar token encryption v1", 32));
  }
  cachedKey = { source, key };
  return key;
}

export function encryptToken(plaintext: string, userId: number): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", tokenKey(), iv);
  cipher.setAAD(Buffer.from(`calendar:${userId}`));
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url")}`;
}

/** The token, or null when it cannot be opened (another key, another member's row, tampered). */
export function decryptToken(sealed: string, userId: number): string | null {
  const [version, payload] = sealed.split(".");
  if (version !== VERSION || !payload) return null;
  const raw = Buffer.from(payload, "base64url");
  if (raw.length < 29) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", tokenKey(), raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(`calendar:${userId}`));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
