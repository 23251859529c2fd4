import type { z } from "zod";
import { checkInput, type FieldError } from "@/lib/contract/messages";
import { AppError } from "@/lib/errors/app-error";

function validationError(errors: FieldError[]): AppError {
  const detail = errors
    .map((entry) => (entry.field === "body" ? entry.message : `${entry.field}: ${entry.message}`))
    .join("; ");
  return new AppError("validation", detail, { errors });
}

/** Parses with a schema or throws the contract's 422. */
export function parseOrThrow<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = checkInput(schema, input);
  if (!result.ok) throw validationError(result.errors);
  return result.data;
}
