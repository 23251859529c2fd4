"use client";

import { lazy, Suspense } from "react";

const Banner = lazy(() => import("./email-banner").then((module) => ({ default: module.ConfirmEmailBanner })));

/**
 * The app shell's place for the confirm-email reminder (./email-banner.tsx). Most members have
 * confirmed, so the banner's code (its button, toasts, messages) is a chunk of its own, loaded only
 * when the shell renders the banner; the server still renders it into the page (docs/benchmarks.md,
 * first-load JS). React.lazy, not next/dynamic: next/dynamic's own client code weighs more than the
 * banner.
 */
export function ConfirmEmailBanner() {
  return (
    <Suspense fallback={null}>
      <Banner />
    </Suspense>
  );
}
