"use client";

import { useEffect } from "react";

/**
 * Registers the app's service worker (public/sw.js, docs/decisions/018-web-push.md): it shows
 * push notifications and answers a failed page load with the offline page. Registered once the
 * page has loaded, so it never competes with the page's own requests.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    const register = () => void navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => {});
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
  }, []);
  return null;
}
