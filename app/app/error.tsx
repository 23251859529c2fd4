"use client";

import { ErrorPage } from "@/components/shell/problem-pages";

/** A member screen failed to render: the shell stays, with a retry and the way back to Discover. */
export default function MemberError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <ErrorPage retry={retry} back={{ href: "/app", label: "Back to Discover" }}>
      This screen could not be loaded. Please try again in a moment.
    </ErrorPage>
  );
}
