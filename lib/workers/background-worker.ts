import "server-only";

type WorkerState = { timer: NodeJS.Timeout; running: boolean; again: boolean; run: () => void };
const workers = globalThis as unknown as { overlapWorkers?: Map<string, WorkerState> };

/**
 * A job run in the background of each server process (mail delivery, pushes, the sweep): every `pollMs`, and
 * `wakeDelayMs` after a wake (time for the transaction that queued work to commit). Runs never
 * overlap; a wake during a run makes one more run. One per name and process (kept on globalThis,
 * so a dev reload does not start a second). Tests run the job themselves instead.
 */
export function backgroundWorker(name: string, { pollMs, wakeDelayMs }: { pollMs: number; wakeDelayMs: number }) {
  const registry = (workers.overlapWorkers ??= new Map());
  return {
    start(job: () => Promise<unknown>): void {
      if (registry.has(name)) return;
      const state: WorkerState = {
        running: false,
        again: false,
        timer: setInterval(() => state.run(), pollMs),
        run() {
          if (state.running) {
            state.again = true;
            return;
          }
          state.running = true;
          job()
            // The error itself: the log's redaction (lib/errors/redact.ts) strips a query's values.
            .catch((error: unknown) => console.error(`Overlap ${name}: a run failed`, error))
            .finally(() => {
              state.running = false;
              if (state.again) {
                state.again = false;
                state.run();
              }
            });
        },
      };
      state.timer.unref();
      registry.set(name, state);
    },
    /** A run soon, if this process runs the worker. */
    wake(): void {
      const state = registry.get(name);
      if (state) setTimeout(() => state.run(), wakeDelayMs).unref();
    },
    stop(): void {
      const state = registry.get(name);
      if (!state) return;
      clearInterval(state.timer);
      registry.delete(name);
    },
  };
}
