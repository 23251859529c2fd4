import "server-only";
import { Worker, type WorkerOptions } from "node:worker_threads";
import { AppError } from "@/lib/errors/app-error";
import type { IcsResult } from "./ics";

/**
 * Reads an uploaded iCalendar file in a worker thread (docs/security.md, "iCalendar files"), so
 * that no file, however hostile, holds the event loop: the worker is stopped after TIME_LIMIT_MS
 * and its heap is capped. At most MAX_RUNNING files are read at once per server process; a caller
 * waits up to MAX_WAIT_MS for its turn, then is told to come back (503 with Retry-After).
 */
const MAX_RUNNING = 2;
const MAX_WAITING = 8;
const MAX_WAIT_MS = 500;
const TIME_LIMIT_MS = 2_500;
/** Starting the thread is not the file's doing: a separate, generous limit. */
const START_LIMIT_MS = 10_000;
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };

const ICS_TOO_COSTLY = "This calendar file is too large or complex to read";
const ICS_BUSY = "Calendar files are being read for other members. Please try again in a few seconds.";

let running = 0;
const waiting: Array<() => void> = [];

function acquire(): Promise<void> {
  if (running < MAX_RUNNING) {
    running++;
    return Promise.resolve();
  }
  const busy = new AppError("unavailable", ICS_BUSY, { retryAfterSeconds: 5 });
  if (waiting.length >= MAX_WAITING) return Promise.reject(busy);
  return new Promise((resolve, reject) => {
    const turn = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      waiting.splice(waiting.indexOf(turn), 1);
      reject(busy);
    }, MAX_WAIT_MS);
    waiting.push(turn);
  });
}

/** Hands the slot to the next waiting caller, if any. */
function release() {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

export type WorkerAnswer =
  { ok: true; result: IcsResult; heapBytes: number } | { ok: false; notCalendar: boolean; message: string };

/** The file's events, or the worker's verdict: `notCalendar` for a file with no VCALENDAR. */
export async function readIcsInWorker(bytes: Uint8Array, window: { from: Date; to: Date }): Promise<WorkerAnswer> {
  await acquire();
  try {
    return await run(bytes, window);
  } finally {
    release();
  }
}

function run(bytes: Uint8Array, window: { from: Date; to: Date }): Promise<WorkerAnswer> {
  return new Promise((resolve, reject) => {
    const worker = startWorker({
      workerData: { bytes, from: window.from.getTime(), to: window.to.getTime() },
      resourceLimits: RESOURCE_LIMITS,
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const tooCostly = () => finish(() => reject(new AppError("validation", ICS_TOO_COSTLY)));
    let timer = setTimeout(
      () => finish(() => reject(new AppError("unavailable", ICS_BUSY, { retryAfterSeconds: 5 }))),
      START_LIMIT_MS,
    );
    worker.on("message", (message: WorkerAnswer | { started: true }) => {
      if (!("started" in message)) return finish(() => resolve(message));
      clearTimeout(timer);
      timer = setTimeout(tooCostly, TIME_LIMIT_MS);
    });
    worker.once("error", (error: Error & { code?: string }) =>
      error.code === "ERR_WORKER_OUT_OF_MEMORY" ? tooCostly() : finish(() => reject(error)),
    );
    worker.once("exit", (code) => finish(() => reject(new Error(`The calendar worker stopped (exit code ${code})`))));
  });
}

function startWorker(options: WorkerOptions): Worker {
  // Under Next: the worker bundled into one file by scripts/build-ics-worker.mjs (npm's prebuild),
  // which Turbopack copies as an asset and points this URL at.
  if (process.env.NEXT_RUNTIME) return new Worker(new URL("./generated/ics-worker.mjs", import.meta.url), options);
  // Under vitest, tsx or the bench it is the TypeScript source: tsx's loader is registered inside
  // the worker first (Node 20 does not apply `--import` hooks to a worker's execArgv).
  const source = import.meta.url.replace(/ics-pool\.ts$/, "ics-worker.ts");
  const boot = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(boot, { ...options, eval: true });
}
