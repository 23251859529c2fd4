import "server-only";

/**
 * The in-process push sender (docs/decisions/018-web-push.md): started once per server process
 * (lib/server/startup.ts), it sends queued pushes right after a change queues one here (once it
 * has committed) and every few seconds for those queued by other processes. Runs never overlap;
 * a wake during a run makes one more run. Tests call deliverDuePushes themselves.
 */
const POLL_MS = 5_000;
// Let the queueing transaction commit before looking.
const WAKE_DELAY_MS = 150;

type WorkerState = { timer: NodeJS.Timeout; running: boolean; again: boolean; run: () => void };
const globalForWorker = globalThis as unknown as { overlapPushWorker?: WorkerState };

export function startPushWorker(deliver: () => Promise<unknown>): void {
  if (globalForWorker.overlapPushWorker) return;
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
        .catch((error: unknown) => console.error("Overlap push: delivery run failed", error))
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
  globalForWorker.overlapPushWorker = state;
}

export function wakePushWorker(): void {
  const state = globalForWorker.overlapPushWorker;
  if (state) setTimeout(() => state.run(), WAKE_DELAY_MS).unref();
}

export function stopPushWorker(): void {
  const state = globalForWorker.overlapPushWorker;
  if (!state) return;
  clearInterval(state.timer);
  globalForWorker.overlapPushWorker = undefined;
}
