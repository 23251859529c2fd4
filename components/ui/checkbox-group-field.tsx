import { cn } from "./cn";

type CheckboxGroupFieldProps = {
  name: string;
  legend: string;
  options: readonly string[];
  /** The checked options. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  hint?: string;
  error?: string;
  optional?: boolean;
  className?: string;
};

/** A multiple choice as native checkboxes in a fieldset; the result keeps the options' order. */
export function CheckboxGroupField({
  name,
  legend,
  options,
  value,
  onChange,
  hint,
  error,
  optional,
  className,
}: CheckboxGroupFieldProps) {
  const hintId = `field-${name}-hint`;
  const errorId = `field-${name}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;

  function toggle(option: string, on: boolean) {
    onChange(options.filter((entry) => (entry === option ? on : value.includes(entry))));
  }

  return (
    <fieldset aria-describedby={describedBy} className={cn("flex flex-col gap-2", className)}>
      <legend className="mb-1.5 text-sm font-medium text-foreground">
        {legend}
        {optional && <span className="font-normal text-muted"> (optional)</span>}
      </legend>
      {hint && (
        <p id={hintId} className="-mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {options.map((option, index) => {
          const id = `field-${name}-${index}`;
          const checked = value.includes(option);
          return (
            <label
              key={option}
              htmlFor={id}
              className={cn(
                "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm text-foreground transition-colors",
                checked ? "border-primary bg-primary-soft" : "border-input-border bg-surface hover:bg-surface-muted",
              )}
            >
              <input
                id={id}
                type="checkbox"
                name={name}
                value={option}
                checked={checked}
                onChange={(event) => toggle(option, event.target.checked)}
                className="size-4 shrink-0 accent-(--primary)"
              />
              {option}
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
