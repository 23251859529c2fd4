import "server-only";

/**
 * The in-process sender: started once per server process (lib/server/startup.ts), it runs
 * runMailCycle (notification emails, pruning, delivery) every few seconds and right after an
 * enqueue in this process. Runs never overlap; a wake during a run makes one more run. Hosts without long-lived processes (Vercel) drain the
 * outbox through the cron route instead (app/api/v1/mail/deliver).
 */
const POLL_MS = 5_000;
// Let the enqueueing transaction commit before looking.
const WAKE_DELAY_MS = 200;

type WorkerState = { timer: NodeJS.Timeout; running: boolean; again: boolean; run: () => void };
const globalForWorker = globalThis as unknown as { overlapMailWorker?: WorkerState };

export function startMailWorker(deliver: () => Promise<unknown>): void {
  if (globalForWorker.overlapMailWorker) return;
  const state: WorkerState = {
    running: false,
    again: false,
    timer: setInterval(() => state.run(), POLL_MS),
    run() {
      if (state.running) {
        state.again = true;
        return;
      }
      state.running = true;
      deliver()
        // The error itself: the log's redaction (lib/server/redact.ts) strips a query's values.
        .catch((error: unknown) => console.error("Overlap mail: delivery run failed", error))
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
  globalForWorker.overlapMailWorker = state;
}

/** After an enqueue: a run soon, if this process runs the worker (tests call deliverDueMail themselves). */
export function wakeMailWorker(): void {
  const state = globalForWorker.overlapMailWorker;
  if (state) setTimeout(() => state.run(), WAKE_DELAY_MS).unref();
}

export function stopMailWorker(): void {
  const state = globalForWorker.overlapMailWorker;
  if (!state) return;
  clearInterval(state.timer);
  globalForWorker.overlapMailWorker = undefined;
}
