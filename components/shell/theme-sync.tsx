"use client";

import { useEffect } from "react";
import { THEME_COOKIE } from "@/components/profile/theme-cookie";

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

/** Remembers a theme chosen on this browser for its public pages (a year; see THEME_COOKIE). */
export function rememberTheme(theme: string) {
  document.cookie = `${THEME_COOKIE}=${encodeURIComponent(theme)}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Carries the member's theme up to <html> after hydration, so that the page background and
 * anything portalled to <body> (dialogs, toasts) follow it too. The server-rendered wrapper in
 * the member layout already shows the theme before this runs, so there is no flash.
 */
export function ThemeSync({ theme }: { theme: string }) {
  useEffect(() => {
    const root = document.documentElement;
    // What the root layout rendered (this browser's chosen theme, or `system`): put back on the way out.
    const before = { theme: root.dataset.theme, dark: root.classList.contains("dark") };
    root.dataset.theme = theme;
    root.classList.toggle("dark", theme !== "light");
    return () => {
      root.dataset.theme = before.theme ?? "system";
      root.classList.toggle("dark", before.dark);
    };
  }, [theme]);
  return null;
}
