"use client";

import { useSyncExternalStore } from "react";

// Whether this tab's live event stream (docs/api.md §17) is open. Screens poll only while it is
// not (docs/product.md §7): before it first opens, between a drop and the reconnect, and when the
// server refused it (429, or a browser without EventSource).

let up = false;
// The stream said its session ended (`signed_out`): nothing polls or refetches with it any more;
// the next page the member opens sends them to sign in.
let signedOut = false;
const listeners = new Set<() => void>();

export function setSignedOut(): void {
  signedOut = true;
  up = false;
  for (const listener of listeners) listener();
}

/** A query's refetchOnWindowFocus and refetchOnReconnect: not once the tab is signed out. */
export const refetchWhileSignedIn = (): boolean => !signedOut;

export function setStreamUp(value: boolean): void {
  // An open stream means a live session again (the member signed in anew in this tab).
  if (up === value && !(value && signedOut)) return;
  if (value) signedOut = false;
  up = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const current = () => (signedOut ? "signed-out" : up ? "up" : "down");
const onServer = () => "down" as const;

/**
 * True while the stream is open. Nothing reads it yet; kept for screens that say whether they are
 * live, beside usePollWhileDown. @public
 */
export function useStreamUp(): boolean {
  return useSyncExternalStore(subscribe, current, onServer) === "up";
}

/** A query's refetchInterval: `ms` while the stream is down, no polling while it is up or once signed out. */
export function usePollWhileDown(ms: number): number | false {
  return useSyncExternalStore(subscribe, current, onServer) === "down" ? ms : false;
}
