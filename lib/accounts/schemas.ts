import { z } from "zod";
import { fieldMessages } from "@/lib/contract/messages";
import { HandleField } from "@/lib/profiles/schemas";

export const PASSWORD_MIN = 8;
// argon2 hashes whatever it is given; a cap keeps a megabyte "password" from costing CPU.
const PASSWORD_MAX = 256;

const Email = z
  .string({ error: fieldMessages({ required: "Email is required" }) })
  .trim()
  .toLowerCase()
  .pipe(z.email("Enter a valid email address").max(254, "Email is too long"));

/** An optional field the form may send empty: "" and null mean "not given". */
const emptyToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

export const RegisterBody = z.object({
  email: Email,
  password: z
    .string({ error: fieldMessages({ required: "Password is required" }) })
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  name: z.string({ error: fieldMessages({ required: "Full name is required" }) }).trim().min(1, "Full name is required").max(100, "Name must be at most 100 characters"),
  age: z.number({ error: fieldMessages({ required: "Age is required" }) }).int("Age must be a whole number").min(18, "Must be between 18 and 120").max(120, "Must be between 18 and 120"),
  handle: z.preprocess((value) => (typeof value === "string" && !value.trim() ? undefined : emptyToUndefined(value)), HandleField.optional()),
  invite_code: z.preprocess(
    emptyToUndefined,
    z.string().trim().toUpperCase().max(64, "Invalid or expired invite code").optional(),
  ),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

export const LoginBody = z.object({
  email: z.string({ error: fieldMessages({ required: "Email is required" }) }).trim().min(1, "Email is required").max(254, "Email is too long"),
  password: z.string({ error: fieldMessages({ required: "Password is required" }) }).min(1, "Password is required").max(PASSWORD_MAX, "Incorrect email or password"),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const HandleCheckQuery = z.object({ handle: z.string({ error: "handle is required" }) });
