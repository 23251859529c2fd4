"use client";

import { ErrorPage, WAY_BACK_CLASSES } from "./error-page";

/** app/global-error.tsx's body, loaded when it is shown: the error page with a full load home. */
export default function GlobalErrorBody({ retry, children }: { retry: () => void; children: string }) {
  return (
    <ErrorPage
      retry={retry}
      wayBack={
        // eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load, on purpose
        <a href="/" className={WAY_BACK_CLASSES}>
          Go to Homepage
        </a>
      }
    >
      {children}
    </ErrorPage>
  );
}
