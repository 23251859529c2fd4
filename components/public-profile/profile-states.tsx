import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { ProfileProblem } from "./profile-problem";

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
