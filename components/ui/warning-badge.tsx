import type { ReactNode } from "react";
import { cn } from "./cn";
import "./warning-tone.css";

/** Badge's look in the warning tone (yellow): a state that waits on someone. Its text carries the meaning. */
export function WarningBadge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border border-(--warning)/40 bg-(--warning-soft) px-2.5 py-0.5 text-xs font-semibold text-(--warning) capitalize",
        className,
      )}
    >
      {children}
    </span>
  );
}
