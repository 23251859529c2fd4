import type { Metadata } from "next";
import { SiteFooter } from "@/components/public/site-footer";
import { SiteHeader } from "@/components/public/site-header";
import { ProblemScreen } from "@/components/shell/problem-screen";
import { buttonClasses } from "@/components/ui/button";
import { SkipLink } from "@/components/ui/skip-link";

export const metadata: Metadata = { title: "Page Not Found", robots: { index: false } };

/**
 * Any address nothing answers (outside /app, which has its own): a 404 in the public site's frame.
 * Rendered in the root layout alone, so it brings the public header and footer itself.
 */
export default function NotFound() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id="main" className="flex-1">
        <ProblemScreen
          status="404"
          title="Page Not Found"
          actions={
            <>
              <a href="/" className={buttonClasses()}>
                Go to Homepage
              </a>
              <a href="/login" className={buttonClasses({ variant: "secondary" })}>
                Sign In
              </a>
            </>
          }
        >
          There is nothing at this address. The link may be mistyped, or the page may have moved.
        </ProblemScreen>
      </main>
      <SiteFooter />
    </div>
  );
}
