"use client";

import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import type { toast as SonnerToast } from "sonner";
import { usePageLoaded } from "./use-page-loaded";

/**
 * Toasts (docs/product.md §9) without sonner in any page's first load: `toast.success(...)`
 * loads it (~10 kB gzip) with the first toast and mounts its Toaster, which `<Toasts />` stands in
 * for until then (docs/benchmarks.md). The calls are sonner's own.
 */

type Sonner = typeof SonnerToast;
type Kind = "success" | "error" | "info" | "warning";
type Args = Parameters<Sonner["success"]>;

const loadToaster = () => import("./toaster");
const Toaster = lazy(loadToaster);

let wanted = false;
const listeners = new Set<() => void>();
let resolveReady: (toast: Sonner) => void;
const ready = new Promise<Sonner>((resolve) => {
  resolveReady = resolve;
});

function show(kind: Kind, ...args: Args) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void ready.then((sonner) => sonner[kind](...args));
}

export const toast = {
  success: (...args: Args) => show("success", ...args),
  error: (...args: Args) => show("error", ...args),
  info: (...args: Args) => show("info", ...args),
  warning: (...args: Args) => show("warning", ...args),
};

/**
 * Where the toasts appear: nothing until the first one is asked for, then sonner's Toaster. Its
 * code is fetched once the page has loaded (never in the first load), so a toast still shows when
 * the connection drops before the first one (a failed send offline says so).
 */
export function Toasts() {
  const mounted = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  const loaded = usePageLoaded();
  useEffect(() => {
    if (loaded) void loadToaster();
  }, [loaded]);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster onReady={resolveReady} />
    </Suspense>
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
