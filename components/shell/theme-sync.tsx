"use client";

import { useEffect } from "react";

/**
 * Carries the member's theme up to <html> after hydration, so that the page background and
 * anything portalled to <body> (dialogs, toasts) follow it too. The server-rendered wrapper in
 * the member layout already shows the theme before this runs, so there is no flash.
 */
export function ThemeSync({ theme }: { theme: string }) {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    root.classList.toggle("dark", theme !== "light");
    return () => {
      root.dataset.theme = "light";
      root.classList.remove("dark");
    };
  }, [theme]);
  return null;
}
