"use client";

import { useQueryClient } from "@tanstack/react-query";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { usePageLoaded } from "@/components/ui/use-page-loaded";

/**
 * The tab's one live event stream (docs/api.md §17), opened by the member app shell and applied to
 * the shared react-query caches, so every screen reads live data without a stream of its own.
 *
 * The stream's code (./live-stream.ts, with the event reducer) is loaded once the page has
 * loaded: nothing on the first paint needs it, and until the stream is up the screens poll as they
 * do whenever it is down (docs/product.md §7; docs/benchmarks.md, first-load JS).
 */
export function LiveEvents({ viewerId, renderedAt }: { viewerId: number; renderedAt: number | null }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const pathname = usePathname();
  const pathnameRef = useRef(pathname);
  useEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);

  // The position of the page as first rendered: a refresh renders a new one, which must not reopen the stream.
  const renderedAtRef = useRef(renderedAt);
  const loaded = usePageLoaded();

  useEffect(() => {
    if (!loaded || typeof EventSource === "undefined") return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import("./live-stream").then(({ startLiveStream }) => {
      if (stopped) return;
      stop = startLiveStream({
        queryClient,
        viewerId,
        pathname: () => pathnameRef.current,
        refresh: () => router.refresh(),
        renderedAt: renderedAtRef.current,
      });
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [loaded, queryClient, router, viewerId]);

  return null;
}
