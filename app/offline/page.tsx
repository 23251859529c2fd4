import type { Metadata } from "next";
import { ProblemScreen } from "@/components/shell/problem-screen";
import { buttonClasses } from "@/components/ui/button";

export const metadata: Metadata = { title: "You Are Offline", robots: { index: false } };

/**
 * /offline: what the service worker (public/sw.js) shows instead of the browser's error when a
 * page cannot be loaded for want of a network. It is kept in the worker's cache with its
 * stylesheets and must work with no script: "Try again" is a plain link to the address the
 * member was opening (an empty href is the current address, which the worker answered with this).
 */
export default function OfflinePage() {
  return (
    <main id="main" className="flex min-h-dvh flex-col justify-center">
      <ProblemScreen
        title="You are offline"
        actions={
          // A plain link, not next/link: a full reload, since no script runs offline.
          <a href="" className={buttonClasses()}>
            Try again
          </a>
        }
      >
        Overlap cannot be reached right now. Check your connection, then try again.
      </ProblemScreen>
    </main>
  );
}
