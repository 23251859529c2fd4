import type { HTMLAttributes } from "react";
import { cn } from "./cn";

/** A surface with a border: groups related content. */
export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("rounded-2xl border border-border bg-surface p-6 shadow-sm", className)} {...rest} />;
}
