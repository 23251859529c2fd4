"use client";

import { useEffect } from "react";
import { toast, Toaster } from "sonner";

/**
 * sonner's Toaster, loaded with the first toast (./toast.tsx). docs/product.md §9: toasts last
 * 4000 ms, at most 5 visible. Toasts are handed over only once it listens: this effect runs after
 * the Toaster's own, which subscribes it.
 */
export default function LoadedToaster({ onReady }: { onReady: (sonner: typeof toast) => void }) {
  useEffect(() => onReady(toast), [onReady]);
  return <Toaster duration={4000} visibleToasts={5} richColors closeButton />;
}
