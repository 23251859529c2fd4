import { z } from "zod";
import { fieldMessages } from "@/lib/contract/messages";
import { handleProblem, normaliseHandle } from "./handles";

// contracts-admin: placeholder, the owning domain's helper defines this (the lead keeps theirs)
// RegisterBody as lib/accounts/schemas.ts writes it (the admin's create-user body is built on it).
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 256;

const HandleField = z
  .string()
  .transform(normaliseHandle)
  .superRefine((handle, ctx) => {
    const problem = handleProblem(handle);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

const emptyToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

export const RegisterBody = z.object({
  email: z
    .string({ error: fieldMessages({ required: "Email is required" }) })
    .trim()
    .toLowerCase()
    .pipe(z.email("Enter a valid email address").max(254, "Email is too long")),
  password: z
    .string({ error: fieldMessages({ required: "Password is required" }) })
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  name: z.string({ error: fieldMessages({ required: "Full name is required" }) }).trim().min(1, "Full name is required").max(100, "Name must be at most 100 characters"),
  age: z.number({ error: fieldMessages({ required: "Age is required" }) }).int("Age must be a whole number").min(18, "Must be between 18 and 120").max(120, "Must be between 18 and 120"),
  handle: z.preprocess((value) => (typeof value === "string" && !value.trim() ? undefined : emptyToUndefined(value)), HandleField.optional()),
  invite_code: z.preprocess(emptyToUndefined, z.string().trim().toUpperCase().max(64, "Invalid or expired invite code").optional()),
});
