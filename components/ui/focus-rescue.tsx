"use client";

import { useEffect } from "react";

/**
 * When the focused control disappears (its card was removed after an action), browsers drop focus
 * to <body> and a keyboard or screen-reader user loses their place. This puts it back on the
 * heading of the section the control was in, else on `fallbackId` (the page's heading). Headings
 * that should take focus carry tabIndex={-1}.
 */
export function FocusRescue({ fallbackId }: { fallbackId: string }) {
  useEffect(() => {
    let lastFocused: Element | null = null;
    let sectionHeadingId: string | null = null;

    function onFocusIn(event: FocusEvent) {
      lastFocused = event.target instanceof Element ? event.target : null;
      sectionHeadingId = lastFocused?.closest("section[aria-labelledby]")?.getAttribute("aria-labelledby") ?? null;
    }

    const observer = new MutationObserver(() => {
      if (!lastFocused || lastFocused.isConnected) return;
      if (document.activeElement && document.activeElement !== document.body) return;
      const target =
        (sectionHeadingId && document.getElementById(sectionHeadingId)) || document.getElementById(fallbackId);
      lastFocused = null;
      target?.focus();
    });

    document.addEventListener("focusin", onFocusIn);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener("focusin", onFocusIn);
      observer.disconnect();
    };
  }, [fallbackId]);
  return null;
}
