"use client";

import { ProblemScreen } from "@/components/shell/problem-screen";
import { Button, buttonClasses } from "@/components/ui/button";
import "./globals.css";

/**
 * The root layout itself failed: this replaces the whole document, so it brings its own <html>
 * and the light theme. The link is a plain one: a full load starts the app afresh.
 */
export default function GlobalError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <html lang="en" data-theme="light">
      <head>
        <title>Something Went Wrong · Overlap</title>
      </head>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        <main id="main">
          <ProblemScreen
            title="Something Went Wrong"
            actions={
              <>
                <Button onClick={retry}>Try Again</Button>
                {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load, on purpose */}
                <a href="/" className={buttonClasses({ variant: "secondary" })}>
                  Go to Homepage
                </a>
              </>
            }
          >
            Overlap could not be loaded. Please try again in a moment.
          </ProblemScreen>
        </main>
      </body>
    </html>
  );
}
