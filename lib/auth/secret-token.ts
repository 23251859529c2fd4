import "server-only";
import { createHash, randomBytes } from "node:crypto";

/**
 * A bearer secret handed out once in a link (a password reset, a calendar feed): 32 random bytes,
 * base64url. The database keeps only its SHA-256, so a leaked table opens nothing.
 */
export const newSecretToken = () => randomBytes(32).toString("base64url");
export const hashSecretToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");
