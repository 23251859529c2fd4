"use client";

import type { ReactNode } from "react";
import { ProblemScreen } from "./problem-screen";

// Button's primary and secondary looks (components/ui/button.tsx), written out: every page loads
// its error boundaries up front (app/global-error.tsx, an error.tsx per area), so they import no
// shared UI that would come with them, nor a link component (the boundary that brings its own link has it
// in that page's chunks already) (docs/benchmarks.md, first-load JS).
const ACTION =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold transition-colors";
const PRIMARY = `${ACTION} bg-primary text-primary-contrast hover:bg-primary-hover`;
/** The look of the way back, a link the boundary brings. */
export const WAY_BACK_CLASSES = `${ACTION} border border-input-border bg-surface text-foreground hover:bg-surface-muted`;

/** An error boundary's body: what failed, a retry, and the way back that fits where it happened. */
export function ErrorPage({ retry, wayBack, children }: { retry: () => void; wayBack: ReactNode; children: string }) {
  return (
    <ProblemScreen
      title="Something Went Wrong"
      actions={
        <>
          <button type="button" onClick={retry} className={PRIMARY}>
            Try Again
          </button>
          {wayBack}
        </>
      }
    >
      {children}
    </ProblemScreen>
  );
}
