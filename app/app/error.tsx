"use client";

import { Link } from "@/components/ui/link";
import { ErrorPage, WAY_BACK_CLASSES } from "@/components/shell/error-page";

/** A member screen failed to render: the shell stays, with a retry and the way back to Discover. */
export default function MemberError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <ErrorPage
      retry={retry}
      wayBack={
        <Link href="/app" className={WAY_BACK_CLASSES}>
          Back to Discover
        </Link>
      }
    >
      This screen could not be loaded. Please try again in a moment.
    </ErrorPage>
  );
}
