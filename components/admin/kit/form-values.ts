/**
 * The admin create and edit forms as pure functions: what each form holds (strings, as typed), how
 * a row prefills it, and how it becomes a request body. The rules are the contract's: a create is
 * held back with docs/product.md §5.11's warning when its route's schema finds a required field
 * missing; an edit performs no client check (the server's 422 explains a bad value). Ids and
 * counts go out as numbers, never as the typed text.
 */
import type { SchemaLoader } from "@/components/forms/form-errors";
import { withoutBlanks } from "@/lib/forms/fields";

/** A create either goes out with its body or stops at docs/product.md §5.11's warning toast. */
export type Checked<B> = { body: B; warning?: undefined } | { warning: string; body?: undefined };

/**
 * A typed number ("12", " 3 ") as a number; empty is undefined. Text that is not a number stays
 * text, so the schema names the field instead of the value silently becoming null.
 */
export function numberValue(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}

export const orNull = (text: string) => text.trim() || null;

/** Leaves out the keys whose value is undefined (JSON would drop them anyway; tests compare bodies). */
export const defined = <T extends Record<string, unknown>>(body: T) =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as T;

/**
 * The body, or `warning` when the schema `load` gives finds a field it requires left out or blank: which
 * fields are required is the contract's rule, the warning's words the screen's (docs/product.md §5.11).
 */
export async function requireFields(
  load: SchemaLoader,
  body: Record<string, unknown>,
  warning: string,
): Promise<Checked<Record<string, unknown>>> {
  const sent = withoutBlanks(body);
  const result = (await load()).safeParse(sent);
  const missing =
    !result.success &&
    result.error.issues.some(
      (issue) => issue.code === "invalid_type" && issue.path.length === 1 && sent[String(issue.path[0])] === undefined,
    );
  return missing ? { warning } : { body };
}

/** docs/product.md §5.11's warnings. */
export const REQUIRED_FIELDS_WARNING = "Please fill in required fields";
