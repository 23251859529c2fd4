import { z } from "zod";
import { AppError, type FieldError } from "./errors";

/** Turns zod's issues into the contract's `errors` list with messages a person can read. */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join(".") || "body",
    message: readableMessage(issue),
  }));
}

function readableMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === "invalid_type") {
    if (issue.input === undefined) return "This field is required";
    if (issue.input === null) return "Must not be empty";
    return `Must be ${article(issue.expected)}`;
  }
  return issue.message;
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

export function validationError(error: z.ZodError): AppError {
  const errors = toFieldErrors(error);
  const detail = errors.map((entry) => (entry.field === "body" ? entry.message : `${entry.field}: ${entry.message}`)).join("; ");
  return new AppError("validation", detail, { errors });
}

/** Parses with a schema or throws the contract's 422. */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
