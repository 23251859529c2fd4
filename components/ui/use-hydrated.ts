import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while the server renders and while React hydrates, true afterwards. For output that
 * depends on the browser (its time zone, the current time): rendering it only once hydrated
 * avoids a mismatch between the server's HTML and the first client render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
