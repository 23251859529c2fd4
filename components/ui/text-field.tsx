import type { InputHTMLAttributes } from "react";
import { cn } from "./cn";
import { controlClasses, FieldLabel, FieldMessages, fieldIds } from "./field";

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name"> & {
  /** Also the input's name; the id is derived from it unless given. */
  name: string;
  id?: string;
  label: string;
  hint?: string;
  error?: string;
  /** Adds "(optional)" to the visible label. */
  optional?: boolean;
};

/**
 * An input with a visible label, an optional hint and an error message, both tied to the input
 * through aria-describedby; an error also sets aria-invalid.
 */
export function TextField({ name, id, label, hint, error, optional, className, ...input }: TextFieldProps) {
  const ids = fieldIds(name, id, hint, error);
  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <FieldLabel htmlFor={ids.controlId} label={label} optional={optional} />
      <input
        id={ids.controlId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={controlClasses("min-h-11 placeholder:text-muted")}
        {...input}
      />
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
