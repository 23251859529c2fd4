import "./zod-config";
import { z } from "zod";

/**
 * The words of validation, shared by the server's 422s and the forms that check before sending,
 * so both say the same thing (docs/api.md, "Messages of validation").
 */

export type FieldError = { field: string; message: string };

/** Turns zod's issues into the contract's `errors` list: each issue's own message. */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join(".") || "body",
    message: issue.message,
  }));
}

/**
 * Our words for the issues a schema gives no message for, passed to every parse. In zod 4 a
 * schema's own `error` (z.string({ error }), .min(1, "…")) outranks a per-parse map, so a field's
 * own text ("Arrival date is required", "Event ids must be numbers") always wins; returning
 * undefined leaves zod's default for the rest.
 */
export const fallbackMessages: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== "invalid_type") return undefined;
  if (issue.input === undefined) return "This field is required";
  if (issue.input === null) return "Must not be empty";
  return `Must be ${article(issue.expected)}`;
};

/**
 * A field's own messages for its type's issue: `required` when it is missing, `invalid` when it
 * has the wrong type (unset: `fallbackMessages` says it). For
 * `z.string({ error: fieldMessages({ required: "Title is required" }) })`.
 */
export function fieldMessages({ required, invalid }: { required: string; invalid?: string }) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? required : invalid);
}

/** Parses with our messages: the field errors, or the data. Server and forms both call this. */
export function checkInput<T extends z.ZodType>(schema: T, input: unknown): { ok: true; data: z.output<T> } | { ok: false; errors: FieldError[] } {
  const result = schema.safeParse(input, { error: fallbackMessages });
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: toFieldErrors(result.error) };
}

function article(expected: string): string {
  const names: Record<string, string> = {
    string: "text",
    number: "a number",
    int: "a whole number",
    boolean: "true or false",
    array: "a list",
    object: "an object",
  };
  return names[expected] ?? `of type ${expected}`;
}
