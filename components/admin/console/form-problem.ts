import { ApiError } from "@/components/data/api-client";
import { errorDetailOrMessage } from "@/components/ui/error-detail";

/**
 * A failed form submit, split the way the form shows it: the server's 422 field errors next to
 * their fields, anything else (a 409 "Email already registered") as one sentence above the form.
 */
export function formProblem<F extends string>(error: unknown, fields: readonly F[]) {
  const fieldErrors: Partial<Record<F, string>> = {};
  if (!error) return { fieldErrors, message: null };
  if (error instanceof ApiError) {
    for (const { field, message } of error.errors) {
      if ((fields as readonly string[]).includes(field)) fieldErrors[field as F] ??= message;
    }
  }
  const message = Object.keys(fieldErrors).length > 0 ? null : errorDetailOrMessage(error);
  return { fieldErrors, message };
}
