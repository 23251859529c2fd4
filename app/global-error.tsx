"use client";

import { ErrorPage, WAY_BACK_CLASSES } from "@/components/shell/error-page";
import "./globals.css";

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
          <ErrorPage
            retry={retry}
            wayBack={
              // eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load, on purpose
              <a href="/" className={WAY_BACK_CLASSES}>
                Go to Homepage
              </a>
            }
          >
            Overlap could not be loaded. Please try again in a moment.
          </ErrorPage>
        </main>
      </body>
    </html>
  );
}
