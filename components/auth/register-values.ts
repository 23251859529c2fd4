import { handleProblem, normaliseHandle } from "@/lib/accounts/handles";

/** docs/product.md §5 register rules, applied before anything is sent. */
export const PASSWORD_MIN = 8;
export const AGE_MIN = 18;
export const AGE_MAX = 120;

export type RegisterValues = {
  name: string;
  handle: string;
  email: string;
  password: string;
  age: string;
  invite_code: string;
};

export type RegisterField = keyof RegisterValues;
export type RegisterErrors = Partial<Record<RegisterField, string>>;

/** The order the fields appear in, so the first invalid one can take focus. */
export const REGISTER_FIELDS: RegisterField[] = ["name", "handle", "email", "password", "age", "invite_code"];

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateRegister(values: RegisterValues): RegisterErrors {
  const errors: RegisterErrors = {};
  if (!values.name.trim()) errors.name = "Full name is required";

  const handle = normaliseHandle(values.handle);
  if (handle) {
    const problem = handleProblem(handle);
    if (problem) errors.handle = problem;
  }

  const email = values.email.trim();
  if (!email) errors.email = "Email is required";
  else if (!EMAIL_SHAPE.test(email)) errors.email = "Enter a valid email address";

  if (!values.password) errors.password = "Password is required";
  else if (values.password.length < PASSWORD_MIN) errors.password = `Password must be at least ${PASSWORD_MIN} characters`;

  const age = values.age.trim();
  if (!age) errors.age = "Age is required";
  else if (!/^\d+$/.test(age)) errors.age = "Age must be a whole number";
  else if (Number(age) < AGE_MIN || Number(age) > AGE_MAX) errors.age = `Age must be between ${AGE_MIN} and ${AGE_MAX}`;

  return errors;
}

export type RegisterRequest = {
  name: string;
  email: string;
  password: string;
  age: number;
  handle?: string;
  invite_code?: string;
};

/** The request body: handle normalised and left out when empty, age an integer, empty code left out. */
export function toRegisterRequest(values: RegisterValues): RegisterRequest {
  const handle = normaliseHandle(values.handle);
  const inviteCode = values.invite_code.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    password: values.password,
    age: Number.parseInt(values.age.trim(), 10),
    ...(handle ? { handle } : {}),
    ...(inviteCode ? { invite_code: inviteCode } : {}),
  };
}
