"use client";

import { ErrorPage } from "@/components/shell/problem-pages";

/** An admin screen failed to render: a retry and the way back to the dashboard. */
export default function AdminError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <ErrorPage retry={retry} back={{ href: "/app/admin", label: "Back to Dashboard" }}>
      This admin screen could not be loaded. Please try again in a moment.
    </ErrorPage>
  );
}
