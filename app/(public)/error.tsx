"use client";

import { ErrorPage } from "@/components/shell/problem-pages";

/** A public page failed to render: inside the public layout, with a retry and the way home. */
export default function PublicError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <ErrorPage retry={retry} back={{ href: "/", label: "Go to Homepage" }}>
      This page could not be loaded. Please try again in a moment.
    </ErrorPage>
  );
}
