"use client";

import { cn } from "@/components/ui/cn";

type FilterButtonsProps<T extends string> = {
  /** Names the group: "Filter users by status". */
  label: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
};

/** A row of toggle buttons for a list's filter; the chosen one is pressed (aria-pressed). */
export function FilterButtons<T extends string>({ label, options, value, onChange }: FilterButtonsProps<T>) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex w-fit flex-wrap gap-1 rounded-xl border border-border bg-surface p-1"
    >
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
            className={cn(
              "min-h-9 rounded-lg px-3 text-sm font-semibold transition-colors",
              pressed ? "bg-primary text-primary-contrast" : "text-foreground hover:bg-surface-muted",
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
