import { cn } from "./cn";

type RadioGroupFieldProps<T extends string> = {
  name: string;
  legend: string;
  options: readonly { value: T; label: string; description?: string }[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
};

/**
 * Native radio buttons in a fieldset: the legend names the group, arrow keys move between the
 * choices, and each choice's description is read with its label.
 */
export function RadioGroupField<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  className,
}: RadioGroupFieldProps<T>) {
  return (
    <fieldset className={cn("flex flex-col gap-2", className)}>
      <legend className="mb-1.5 text-sm font-medium text-foreground">{legend}</legend>
      {options.map((option) => {
        const id = `field-${name}-${option.value}`;
        const checked = option.value === value;
        return (
          <label
            key={option.value}
            htmlFor={id}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 transition-colors",
              checked ? "border-primary bg-primary-soft" : "border-input-border bg-surface hover:bg-surface-muted",
            )}
          >
            <input
              id={id}
              type="radio"
              name={name}
              value={option.value}
              checked={checked}
              onChange={() => onChange(option.value)}
              // Named by its label alone; the description is read after it.
              aria-labelledby={`${id}-label`}
              aria-describedby={option.description ? `${id}-description` : undefined}
              className="mt-1 size-4 shrink-0 accent-(--primary)"
            />
            <span className="flex flex-col">
              <span id={`${id}-label`} className="text-sm font-medium text-foreground">
                {option.label}
              </span>
              {option.description && (
                <span id={`${id}-description`} className="text-sm text-muted">
                  {option.description}
                </span>
              )}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
