import type { ReactNode } from "react";
import { cn } from "./cn";

type Tone = "error" | "success" | "info";

const TONES: Record<Tone, string> = {
  error: "border-danger bg-danger-soft text-danger",
  success: "border-success bg-success-soft text-success",
  info: "border-border bg-surface-muted text-foreground",
};

/**
 * A message about the whole form or page. Errors use role="alert" so screen readers announce
 * them as soon as they appear; other tones use role="status".
 */
export function Alert({
  tone = "info",
  children,
  className,
}: {
  tone?: Tone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cn("rounded-lg border px-4 py-3 text-sm", TONES[tone], className)}
    >
      {children}
    </div>
  );
}
