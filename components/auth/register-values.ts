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
export const REGISTER_FIELDS = ["name", "handle", "email", "password", "age", "invite_code"] as const satisfies readonly RegisterField[];

/** The body as typed: blank fields left out (the contract says which are required), age as a number. */
export function toRegisterRequest(values: RegisterValues): Record<string, unknown> {
  const age = values.age.trim();
  const body: Record<string, unknown> = { ...values, age: age ? Number(age) : undefined };
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined && !(typeof value === "string" && value.trim() === "")));
}
