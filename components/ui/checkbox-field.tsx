import type { InputHTMLAttributes } from "react";
import { cn } from "./cn";

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "type"> & {
  name: string;
  label: string;
  hint?: string;
};

/** One yes/no choice ("Single use", "Admin") as a native checkbox with its label beside it. */
export function CheckboxField({ name, label, hint, className, ...input }: CheckboxFieldProps) {
  const id = `field-${name}`;
  const hintId = `${id}-hint`;
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <label
        htmlFor={id}
        className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-foreground"
      >
        <input
          id={id}
          name={name}
          type="checkbox"
          aria-describedby={hint ? hintId : undefined}
          className="size-4 shrink-0 accent-(--primary)"
          {...input}
        />
        {label}
      </label>
      {hint && (
        <p id={hintId} className="-mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
