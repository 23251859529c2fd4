"use client";

import { Link } from "@/components/ui/link";
import { ErrorPage, WAY_BACK_CLASSES } from "@/components/shell/error-page";

/** An admin screen failed to render: a retry and the way back to the dashboard. */
export default function AdminError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <ErrorPage
      retry={retry}
      wayBack={
        <Link href="/app/admin" className={WAY_BACK_CLASSES}>
          Back to Dashboard
        </Link>
      }
    >
      This admin screen could not be loaded. Please try again in a moment.
    </ErrorPage>
  );
}
