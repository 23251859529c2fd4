import { withoutBlanks } from "@/lib/forms/fields";

/** The register fields as typed, and the POST /auth/register body they make; the rules are the contract's. */
export type RegisterValues = {
  name: string;
  handle: string;
  email: string;
  password: string;
  age: string;
  invite_code: string;
};

export type RegisterField = keyof RegisterValues;

/** The order the fields appear in. */
export const REGISTER_FIELDS = [
  "name",
  "handle",
  "email",
  "password",
  "age",
  "invite_code",
] as const satisfies readonly RegisterField[];

/** The body as typed: blank fields left out (the contract says which are required), age as a number. */
export function toRegisterRequest({ age, ...text }: RegisterValues): Record<string, unknown> {
  return { ...withoutBlanks(text), ...(age.trim() ? { age: Number(age) } : {}) };
}
