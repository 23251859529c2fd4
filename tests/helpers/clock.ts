import { afterEach, vi } from "vitest";

/**
 * Holds Date still for the rest of the test; timers still run. A rate limit weighs its previous
 * fixed window less as time passes (lib/rate-limit/service.ts), so hits counted up to a limit
 * across a window's end would add up to just under it: a test that counts to a limit holds the clock.
 */
export function holdTheClock() {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(now);
}

afterEach(() => {
  vi.useRealTimers();
});
