import type { HTMLAttributes, ReactNode, TdHTMLAttributes, ThHTMLAttributes } from "react";
import { cn } from "./cn";

type TableProps = {
  /** Names the table for screen readers (a visually hidden caption) and its scroll region. */
  caption: string;
  children: ReactNode;
  className?: string;
  /** Dims the rows while a newer page or filter loads; the old rows stay readable. */
  busy?: boolean;
};

/**
 * A data table that scrolls sideways on narrow screens instead of squeezing its columns. The
 * scroll region is focusable and named, so keyboard users can scroll it with the arrow keys. It is
 * `relative` so that visually hidden (sr-only, absolutely positioned) text in its cells stays
 * inside it instead of widening the page on a phone.
 * Build rows with TableHeaderCell (scope="col") and TableCell.
 */
export function Table({ caption, children, className, busy = false }: TableProps) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className={cn("relative overflow-x-auto rounded-2xl border border-border bg-surface shadow-sm", className)}
    >
      <table
        aria-busy={busy || undefined}
        className={cn("w-full border-collapse text-left text-sm transition-opacity", busy && "opacity-60")}
      >
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function TableHead({ children }: { children: ReactNode }) {
  return (
    <thead className="border-b border-border bg-surface-muted text-xs font-semibold tracking-wide text-muted uppercase">
      {children}
    </thead>
  );
}

export function TableBody({ children }: { children: ReactNode }) {
  return <tbody className="divide-y divide-border">{children}</tbody>;
}

export function TableRow({ className, ...rest }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cn("align-top", className)} {...rest} />;
}

export function TableHeaderCell({ className, scope = "col", ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope={scope} className={cn("px-3 py-3 whitespace-nowrap", className)} {...rest} />;
}

export function TableCell({ className, ...rest }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn("px-3 py-3 text-foreground", className)} {...rest} />;
}
