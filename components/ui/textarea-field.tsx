import type { TextareaHTMLAttributes } from "react";
import { cn } from "./cn";

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
export function TextareaField({ name, id, label, hint, error, optional, className, rows = 4, ...textarea }: TextareaFieldProps) {
  const fieldId = id ?? `field-${name}`;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;

  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={fieldId} className="text-sm font-medium text-foreground">
        {label}
        {optional && <span className="font-normal text-muted"> (optional)</span>}
      </label>
      <textarea
        id={fieldId}
        name={name}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          "w-full rounded-lg border bg-surface px-3 py-2 text-base text-foreground placeholder:text-muted",
          error ? "border-danger" : "border-input-border",
        )}
        {...textarea}
      />
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
