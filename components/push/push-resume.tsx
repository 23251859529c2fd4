"use client";

import { useEffect } from "react";
import { usePageLoaded } from "@/components/ui/use-page-loaded";

/**
 * In the app shell: once the page has loaded, posts this browser's push subscription again when
 * the member turned push on here and the server no longer holds it for this session (a
 * subscription ends with its session: docs/api.md §18). `serverEndpoint` is what the server holds
 * for the session, read with the page. Renders nothing; a failure only means no push until the
 * next visit, so it is not shown.
 */
export function PushResume({ viewerId, serverEndpoint }: { viewerId: number; serverEndpoint: string | null }) {
  const loaded = usePageLoaded();
  useEffect(() => {
    if (!loaded) return;
    void import("./push-device").then(({ resumePush }) => resumePush(viewerId, serverEndpoint)).catch(() => {});
  }, [loaded, viewerId, serverEndpoint]);
  return null;
}
