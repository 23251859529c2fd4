"use client";

import type { ChangeEvent } from "react";
import { TextField } from "@/components/ui/text-field";
import type { AdminRow } from "./admin-table";
import type { AdminForm } from "./use-admin-form";

type TextKeys<Values> = { [Key in keyof Values]: Values[Key] extends string ? Key : never }[keyof Values] & string;

/** Name, value, error and change handler of one text, date or select field of an admin form. */
export function bind<Values extends Record<string, unknown>, Row extends AdminRow>(
  form: AdminForm<Values, Row>,
  field: TextKeys<Values>,
) {
  return {
    name: field,
    value: form.values[field] as string,
    error: form.errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      form.set(field, event.target.value as Values[typeof field]),
  };
}

/** A record's id typed as a whole number ("User 1 ID", "Trip ID"). */
export function IdField<Values extends Record<string, unknown>, Row extends AdminRow>({
  form,
  field,
  label,
  hint,
  required,
  readOnly,
}: {
  form: AdminForm<Values, Row>;
  field: TextKeys<Values>;
  label: string;
  hint?: string;
  required?: boolean;
  readOnly?: boolean;
}) {
  return (
    <TextField
      type="number"
      inputMode="numeric"
      min={1}
      step={1}
      label={label}
      hint={hint}
      required={required}
      readOnly={readOnly}
      {...bind(form, field)}
    />
  );
}

/** Select options whose label is the stored word with a capital ("active" → "Active"). */
export const wordOptions = (values: readonly string[]) =>
  values.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) }));
