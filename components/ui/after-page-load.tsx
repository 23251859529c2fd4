"use client";

import { lazy, Suspense, type ComponentType, type JSX } from "react";
import { Spinner } from "./spinner";
import { usePageLoaded } from "./use-page-loaded";

/**
 * A component whose code is fetched once the page has loaded, not in its first load
 * (docs/decisions/021-first-load-weight.md). Until then the server's HTML, and the page, show
 * `loadingText` with a spinner: nothing the member could press is shown before its code is there.
 * For parts below the fold or that wait for the browser anyway (a chat, a device's push switch).
 */
export function afterPageLoad<P extends object>(
  load: () => Promise<ComponentType<P>>,
  loadingText: string,
): (props: P) => JSX.Element {
  const Lazy = lazy(() => load().then((Component) => ({ default: Component })));
  const loading = (
    <p role="status" className="flex items-center gap-2 text-muted">
      <Spinner /> {loadingText}
    </p>
  );
  return function AfterPageLoad(props: P) {
    const loaded = usePageLoaded();
    if (!loaded) return loading;
    return (
      <Suspense fallback={loading}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
