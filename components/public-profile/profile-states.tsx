import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";

/** A profile screen with no profile to show: a heading, why, and a way on. */
function ProfileProblem({ title, children, actions }: { title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-surface px-6 py-12 text-center">
      <h1 className="text-2xl font-bold text-foreground">{title}</h1>
      <div className="text-muted">{children}</div>
      <div className="mt-2 flex flex-wrap justify-center gap-2">{actions}</div>
    </div>
  );
}

/**
 * docs/product.md §8, in the app: absent, inactive, or blocked either way. The API does not tell these
 * apart, so a blocked member learns nothing from this screen.
 */
export function ProfileNotFound() {
  return (
    <ProfileProblem
      title="Profile not found"
      actions={
        <Link href="/app" className={buttonClasses()}>
          Back to Discover
        </Link>
      }
    >
      This member doesn&apos;t exist or their profile isn&apos;t available.
    </ProfileProblem>
  );
}

/** docs/product.md §8: loading failed for another reason than "not found"; the message and a Retry. */
export function ProfileLoadFailed({ message, retry }: { message?: string; retry: ReactNode }) {
  return (
    <ProfileProblem
      title="Failed to load profile"
      actions={
        <>
          {retry}
          <Link href="/app" className={buttonClasses({ variant: "secondary" })}>
            Back to Discover
          </Link>
        </>
      }
    >
      {message || "Something went wrong while loading this profile."}
    </ProfileProblem>
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
