import { dictionary } from "@zxcvbn-ts/language-common";

/** How many of the most used passwords are refused (docs/security.md, "Passwords"). */
const COMMON_PASSWORD_COUNT = 10_000;

let common: Set<string> | undefined;

/**
 * True for one of the 10,000 most common passwords, in any letter case. The list is zxcvbn-ts's
 * common-password dictionary (from real password leaks, most used first; MIT licence), which
 * ships in a package we can keep up to date rather than a file of our own.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"].slice(0, COMMON_PASSWORD_COUNT));
  return common.has(password.toLowerCase());
}
