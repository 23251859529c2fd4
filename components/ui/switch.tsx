import type { ButtonHTMLAttributes } from "react";
import { cn } from "./cn";

type SwitchProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type" | "role" | "aria-checked" | "className"> & {
  on: boolean;
};

/**
 * An on/off setting: a button with the switch role, named by the label and description the caller
 * points at (aria-labelledby, aria-describedby), pressable by keyboard like any button.
 */
export function Switch({ on, ...button }: SwitchProps) {
  return (
    <button
      {...button}
      type="button"
      role="switch"
      aria-checked={on}
      className={cn(
        "relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-(--primary) disabled:cursor-wait disabled:opacity-60",
        on ? "bg-primary" : "bg-input-border",
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "inline-block size-6 rounded-full bg-surface shadow transition-transform",
          on ? "translate-x-5" : "translate-x-0",
        )}
      />
    </button>
  );
}
