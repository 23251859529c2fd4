import type { FieldError } from "@/lib/contract/messages";

/**
 * What forms share on both sides: the forms that check in the browser (components/forms/form-errors.ts)
 * and the forms whose server action answers (lib/forms/form-action.ts). Plain code, no zod: client
 * pages load it at once.
 */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * The first message for each field, unknown fields left out. A list item's error ("languages.0")
 * goes under its list; `aliases` puts a request field under another form field.
 */
export function fieldErrorsOf<F extends string>(
  errors: readonly FieldError[],
  { fields, aliases }: { fields: readonly F[]; aliases?: Partial<Record<string, F>> },
): FieldErrors<F> {
  const found: FieldErrors<F> = {};
  for (const { field, message } of errors) {
    const list = field.split(".")[0]!;
    const key = aliases?.[field] ?? [field, list].find((name): name is F => fields.includes(name as F));
    if (key && found[key] === undefined) found[key] = message;
  }
  return found;
}

/** What a form sends: text fields left blank are not sent at all (the contract says which are required). */
export function withoutBlanks<T extends Record<string, unknown>>(body: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(body).filter(([, value]) => !(typeof value === "string" && value.trim() === "")),
  ) as Partial<T>;
}
