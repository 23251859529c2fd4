import type { SelectHTMLAttributes } from "react";
import { cn } from "./cn";

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
export function SelectField({ name, id, label, options, emptyLabel, hint, error, optional, className, ...select }: SelectFieldProps) {
  const selectId = id ?? `field-${name}`;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;

  return (
    <div className={cn("flex flex-col gap-1.5", className)}>
      <label htmlFor={selectId} className="text-sm font-medium text-foreground">
        {label}
        {optional && <span className="font-normal text-muted"> (optional)</span>}
      </label>
      <select
        id={selectId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          "min-h-11 w-full rounded-lg border bg-surface px-3 py-2 text-base text-foreground",
          error ? "border-danger" : "border-input-border",
        )}
        {...select}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
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
