import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";

// No link component here: the public profile's not-found page imports this module, and a public
// page links with plain <a> (a link component would join the segment's first load, rendered or not).

/** A profile screen with no profile to show: a heading, why, and a way on. */
export function ProfileProblem({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-surface px-6 py-12 text-center">
      <h1 className="text-2xl font-bold text-foreground">{title}</h1>
      <div className="text-muted">{children}</div>
      <div className="mt-2 flex flex-wrap justify-center gap-2">{actions}</div>
    </div>
  );
}

/** docs/product.md §8, the public page: 'Profile Not Found' with Go to Homepage and Sign In. */
export function PublicProfileNotFound() {
  return (
    <ProfileProblem
      title="Profile Not Found"
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
      There is no public profile at this address. The link may be mistyped, or the member may have changed their handle.
    </ProfileProblem>
  );
}
