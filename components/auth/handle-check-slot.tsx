"use client";

import { lazy, Suspense } from "react";
import { usePageLoaded } from "@/components/ui/use-page-loaded";

/** The id of the live handle warning, which the handle field lists in its aria-describedby. */
export const HANDLE_CHECK_ID = "field-handle-check";

const HandleCheck = lazy(() => import("./handle-check").then((module) => ({ default: module.HandleCheck })));

/**
 * Sign Up's early warning that a handle is reserved or taken, fetched once the page has loaded
 * (docs/decisions/021-first-load-weight.md): a hint that nothing waits on, since the server checks
 * the handle again when the form is sent.
 */
export function HandleCheckSlot() {
  const loaded = usePageLoaded();
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <HandleCheck />
    </Suspense>
  );
}
