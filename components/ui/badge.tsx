import type { ReactNode } from "react";
import { cn } from "./cn";

export type BadgeTone = "success" | "accent" | "neutral" | "danger" | "warning" | "pink" | "purple";

const TONES: Record<BadgeTone, string> = {
  success: "border-success/40 bg-success-soft text-success",
  accent: "border-link/40 bg-primary-soft text-link",
  neutral: "border-border bg-surface-muted text-muted",
  danger: "border-danger/40 bg-danger-soft text-danger",
  // A state that waits on someone (a trip in planning, an invitation, a pending account).
  warning: "border-warning/40 bg-warning-soft text-warning",
  // docs/product.md §2's admin colours: a match pairing is pink, a trip's host purple.
  pink: "border-badge-pink/40 bg-badge-pink-soft text-badge-pink",
  purple: "border-badge-purple/40 bg-badge-purple-soft text-badge-purple",
};

/** A small label for a state ("active", "completed"); its text carries the meaning, colour only helps. */
export function Badge({
  tone = "neutral",
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold capitalize",
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
