"use client";

import { lazy, Suspense } from "react";
import "./globals.css";

const MESSAGE = "Overlap could not be loaded. Please try again in a moment.";

// Every page loads this boundary up front, and the error page it shows is in each area's own
// error.tsx too: loaded here only when shown, it is not downloaded twice (docs/benchmarks.md). If
// even that load fails, the message and a retry still show, unstyled.
const Body = lazy(() =>
  import("@/components/shell/global-error-body").catch(() => ({
    default: ({ retry, children }: { retry: () => void; children: string }) => (
      <p>
        {children}{" "}
        <button type="button" onClick={retry}>
          Try Again
        </button>
      </p>
    ),
  })),
);

/**
 * The root layout itself failed: this replaces the whole document, so it brings its own <html>
 * and the browser's light or dark preference (`system`). The way home is a full load, which starts the app afresh.
 */
export default function GlobalError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <html lang="en" data-theme="system">
      <head>
        <title>Something Went Wrong · Overlap</title>
      </head>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        <main id="main">
          <Suspense fallback={null}>
            <Body retry={retry}>{MESSAGE}</Body>
          </Suspense>
        </main>
      </body>
    </html>
  );
}
