"use client";

import { useSyncExternalStore } from "react";

// Whether this tab's live event stream (docs/api.md §17) is open. Screens poll only while it is
// not (docs/product.md §7): before it first opens, between a drop and the reconnect, and when the
// server refused it (429, or a browser without EventSource).

let up = false;
const listeners = new Set<() => void>();

export function setStreamUp(value: boolean): void {
  if (up === value) return;
  up = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const current = () => up;
const onServer = () => false;

/** True while the stream is open. */
export function useStreamUp(): boolean {
  return useSyncExternalStore(subscribe, current, onServer);
}

/** A query's refetchInterval: `ms` while the stream is down, no polling while it is up. */
export function usePollWhileDown(ms: number): number | false {
  return useStreamUp() ? false : ms;
}
