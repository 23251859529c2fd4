import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What a request's code tells its Server-Timing header beside the route's own time (lib/http/route.ts):
 * how an answer was made, for monitoring and the benchmark (`discovery;desc="kept"`).
 */
const notes = new AsyncLocalStorage<string[]>();

/** Runs a request's work collecting the notes made inside it. */
export async function collectingTimingNotes<T>(work: () => Promise<T>): Promise<{ result: T; notes: string[] }> {
  const collected: string[] = [];
  const result = await notes.run(collected, work);
  return { result, notes: collected };
}

/** Adds `name;desc="description"` to the current request's Server-Timing (nothing outside a route). */
export function noteTiming(name: string, description: string): void {
  notes.getStore()?.push(`${name};desc="${description}"`);
}
