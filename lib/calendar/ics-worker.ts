import { getHeapStatistics } from "node:v8";
import { parentPort, workerData } from "node:worker_threads";
import { IcsError, readIcs } from "./ics";

/**
 * The worker thread that reads one uploaded iCalendar file (ics-pool.ts starts it, with a time
 * limit and memory caps): whatever the file does to the parser happens here, not on the event
 * loop that serves everyone's requests.
 */
export type IcsJob = { bytes: Uint8Array; from: number; to: number };

const job = workerData as IcsJob;
// Started: the time limit counts from here, not from the thread's start (which a loaded machine,
// or tsx compiling the source under the tests, makes slow without the file having any say).
parentPort!.postMessage({ started: true });
try {
  const result = readIcs(job.bytes, { from: new Date(job.from), to: new Date(job.to) });
  // The heap the file needed (heap size at the end is close to its peak: nothing is freed before).
  parentPort!.postMessage({ ok: true, result, heapBytes: getHeapStatistics().total_heap_size });
} catch (error) {
  parentPort!.postMessage({
    ok: false,
    notCalendar: error instanceof IcsError,
    message: error instanceof Error ? error.message : String(error),
  });
}
