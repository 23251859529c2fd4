import { z } from "./zod";

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
export function checkInput<T extends z.ZodType>(
  schema: T,
  input: unknown,
): { ok: true; data: z.output<T> } | { ok: false; errors: FieldError[] } {
  const result = schema.safeParse(input, { error: fallbackMessages });
  if (!result.success) return { ok: false, errors: toFieldErrors(result.error) };
  const nul = fieldsWithNul(result.data);
  return nul.length === 0
    ? { ok: true, data: result.data }
    : { ok: false, errors: nul.map((field) => ({ field, message: NUL_MESSAGE })) };
}

/**
 * Input read field by field, for a page's address: a field the schema refuses is left out and
 * named, and every other field is kept, so one bad value (an age range upside down) never undoes
 * the rest (the destination, the distance). Each pass drops the fields its failures name and parses
 * again, at most once per field; failures that name no field of the input give the schema's defaults.
 */
export function checkInputByField<T extends z.ZodType>(
  schema: T,
  input: Record<string, unknown>,
): { data: z.output<T>; errors: FieldError[] } {
  const kept: Record<string, unknown> = Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  );
  const errors: FieldError[] = [];
  for (let pass = 0; pass <= Object.keys(input).length; pass++) {
    const result = checkInput(schema, kept);
    if (result.ok) return { data: result.data, errors };
    const named = result.errors.filter((error) => (error.field.split(".")[0] ?? "") in kept);
    if (named.length === 0) break;
    for (const error of named) {
      const field = error.field.split(".")[0]!;
      if (!errors.some((seen) => seen.field === field)) errors.push({ field, message: error.message });
      delete kept[field];
    }
  }
  return { data: schema.parse({}), errors };
}

/** PostgreSQL's text cannot hold U+0000, so no field may carry one (docs/security.md, "Input"). */
export const NUL_MESSAGE = "Must not contain a null character";

/**
 * The fields of parsed input whose text holds U+0000: their paths, as toFieldErrors writes them.
 * The parsed data, not the raw input: it holds only the fields the schema knows, at the depth the
 * schema gives, so the walk is as bounded as the schema.
 */
export function fieldsWithNul(data: unknown): string[] {
  const found: string[] = [];
  const pending: [unknown, string][] = [[data, ""]];
  while (pending.length > 0) {
    const [value, path] = pending.pop()!;
    if (typeof value === "string") {
      if (value.includes("\u0000")) found.push(path || "body");
      continue;
    }
    const plain =
      Array.isArray(value) ||
      (value !== null && typeof value === "object" && [Object.prototype, null].includes(Object.getPrototypeOf(value)));
    if (plain)
      for (const [key, item] of Object.entries(value as object)) pending.push([item, path ? `${path}.${key}` : key]);
  }
  return found.sort();
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
