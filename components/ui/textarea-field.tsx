import type { TextareaHTMLAttributes } from "react";
import { cn } from "./cn";
import { controlClasses, FieldLabel, FieldMessages, fieldIds } from "./field";

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name"> & {
  /** Also the textarea's name; the id is derived from it unless given. */
  name: string;
  id?: string;
  label: string;
  hint?: string;
  error?: string;
  optional?: boolean;
};

/** A multi-line text field with a visible label, a hint and an error tied to it, like TextField. */
export function TextareaField({
  name,
  id,
  label,
  hint,
  error,
  optional,
  className,
  rows = 4,
  ...textarea
}: TextareaFieldProps) {
  const ids = fieldIds(name, id, hint, error);

  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <FieldLabel htmlFor={ids.controlId} label={label} optional={optional} />
      <textarea
        id={ids.controlId}
        name={name}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={controlClasses("placeholder:text-muted")}
        {...textarea}
      />
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
