import type { SelectHTMLAttributes } from "react";
import { cn } from "./cn";
import { controlClasses, FieldLabel, FieldMessages, fieldIds } from "./field";

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name"> & {
  /** Also the select's name; the id is derived from it unless given. */
  name: string;
  id?: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** A first, empty choice ("Not set"): picking it means no value. */
  emptyLabel?: string;
  hint?: string;
  error?: string;
  optional?: boolean;
};

/** A native select with a visible label, a hint and an error tied to it, like TextField. */
export function SelectField({
  name,
  id,
  label,
  options,
  emptyLabel,
  hint,
  error,
  optional,
  className,
  ...select
}: SelectFieldProps) {
  const ids = fieldIds(name, id, hint, error);

  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <FieldLabel htmlFor={ids.controlId} label={label} optional={optional} />
      <select
        id={ids.controlId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={controlClasses("min-h-11")}
        {...select}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
