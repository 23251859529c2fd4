"use client";

import { useEffect } from "react";

/**
 * Puts a theme on <html> and on the member layout's wrapper at once: `data-theme` picks the tokens
 * and every theme but light adds the class `dark` (docs/product.md §4). Used by the theme picker, which
 * changes the theme before the server has answered (and puts the old one back if it refuses).
 * The wrapper is marked `data-theme-root` in app/app/layout.tsx.
 */
export function applyTheme(theme: string) {
  const targets = [document.documentElement, ...document.querySelectorAll<HTMLElement>("[data-theme-root]")];
  for (const element of targets) {
    element.dataset.theme = theme;
    element.classList.toggle("dark", theme !== "light");
  }
}

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
