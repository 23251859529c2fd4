"use client";

import { Toaster } from "sonner";

/**
 * docs/product.md §9: toasts last 4000 ms, at most 5 visible. A module of its own, so a page that
 * only shows toasts does not load react-query with them (components/providers.tsx).
 */
export function Toasts() {
  return <Toaster duration={4000} visibleToasts={5} richColors closeButton />;
}
