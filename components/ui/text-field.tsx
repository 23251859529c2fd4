import type { InputHTMLAttributes } from "react";
import { cn } from "./cn";

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
  const inputId = id ?? `field-${name}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  // When the error says the same thing as the hint, say it once, as the error.
  const showHint = Boolean(hint) && hint !== error;
  const describedBy = [showHint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;

  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-foreground">
        {label}
        {optional && <span className="font-normal text-muted"> (optional)</span>}
      </label>
      <input
        id={inputId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          "min-h-11 w-full rounded-lg border bg-surface px-3 py-2 text-base text-foreground placeholder:text-muted",
          error ? "border-danger" : "border-input-border",
        )}
        {...input}
      />
      {showHint && (
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
