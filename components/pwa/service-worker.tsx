"use client";

import { useEffect } from "react";
import { usePageLoaded } from "@/components/ui/use-page-loaded";

/**
 * Registers the app's service worker (public/sw.js, docs/decisions/018-web-push.md): it shows
 * push notifications and answers a failed page load with the offline page. Registered once the
 * page has loaded, so it never competes with the page's own requests.
 */
export function ServiceWorkerRegistration() {
  const loaded = usePageLoaded();
  useEffect(() => {
    if (!loaded || !("serviceWorker" in navigator)) return;
    void navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {});
  }, [loaded]);
  return null;
}
