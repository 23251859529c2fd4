import { randomInt } from "node:crypto";

const INVITE_PREFIX = "OVERLAP";
// No 0/O, 1/I/L: codes are read aloud and typed from screenshots.
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

export function generateInviteCode(): string {
  let suffix = "";
  for (let i = 0; i < 8; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `${INVITE_PREFIX}-${suffix}`;
}
