import "server-only";
import { hash, verify } from "@node-rs/argon2";
import { fieldError } from "@/lib/errors/app-error";
import { isCommonPassword } from "./common-passwords";

const COMMON_PASSWORD_MESSAGE = "This password is too common";

/** A password someone is choosing now: refused (422) when it is one of the most common, else hashed. */
export function hashNewPassword(password: string): Promise<string> {
  if (isCommonPassword(password)) throw fieldError("password", COMMON_PASSWORD_MESSAGE);
  return hashPassword(password);
}

// @node-rs/argon2 defaults to argon2id with OWASP's recommended cost (19 MiB, 2 passes).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password. With no stored hash (unknown email) it still runs one verification against
 * a dummy hash, so response time does not tell which emails have accounts.
 */
export async function checkPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash("overlap-timing-equaliser");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
