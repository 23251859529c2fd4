"use client";

import { ErrorPage, WAY_BACK_CLASSES } from "@/components/shell/error-page";

/** A public page failed to render: inside the public layout, with a retry and the way home. */
export default function PublicError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <ErrorPage
      retry={retry}
      wayBack={
        <a href="/" className={WAY_BACK_CLASSES}>
          Go to Homepage
        </a>
      }
    >
      This page could not be loaded. Please try again in a moment.
    </ErrorPage>
  );
}
