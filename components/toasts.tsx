"use client";

/**
 * Where toasts appear (docs/product.md §9). A module of its own, so a page that only shows toasts
 * does not load react-query with them (components/providers.tsx); sonner itself waits for the
 * first toast (components/ui/toast.tsx).
 */
export { Toasts } from "./ui/toast";
