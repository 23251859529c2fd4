import "server-only";
import { problemOf } from "@/lib/http/route";
import { fieldErrorsOf, type FieldErrors } from "./fields";

/**
 * The server side of a form that posts to a server action (docs/decisions/022-server-rendered-forms.md):
 * the fields it sent, and what went wrong in the words the API would use, split the way the form
 * shows it. The action renders the form's fields again from these.
 */

/** What went wrong, as the form shows it: messages under their fields, or one sentence above them. */
export type FormProblem<F extends string> = { errors: FieldErrors<F>; message: string | null };

/** A sent form field is longer than any field of ours may be: the contract's own limits are far below it. */
const FIELD_MAX_CHARS = 10_000;

/**
 * The form's text fields as sent: only the names asked for, only text (a file or a repeated name
 * counts once, as text or not at all), each cut at a bound no real field reaches. `data` is whatever
 * the action was called with: a forged call can pass anything in the form's place, and is then
 * answered as an empty form.
 */
export function sentFields<F extends string>(data: FormData, fields: readonly F[]): Record<F, string> {
  const values = {} as Record<F, string>;
  const form: unknown = data;
  for (const field of fields) {
    const value = form instanceof FormData ? form.get(field) : null;
    values[field] = typeof value === "string" ? value.slice(0, FIELD_MAX_CHARS) : "";
  }
  return values;
}

/**
 * Runs a form's work. A refusal (a 422's field errors, any other refusal's detail) or a failure of
 * ours (logged, told in the API's words) becomes the form's problem; nothing is thrown at the page.
 */
export async function attempt<T, F extends string>(
  fields: readonly F[],
  work: () => Promise<T>,
): Promise<{ ok: true; value: T } | ({ ok: false; status: number; detail: string } & FormProblem<F>)> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    const problem = problemOf(error);
    const errors = fieldErrorsOf(problem.errors ?? [], { fields });
    const message = Object.keys(errors).length > 0 ? null : problem.detail;
    return { ok: false, status: problem.status, detail: problem.detail, errors, message };
  }
}
