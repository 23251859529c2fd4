import "server-only";
import { backgroundWorker } from "@/lib/workers/background-worker";
import { nudgeDeliveries } from "./deliver";

/**
 * The in-process push sender (docs/decisions/018-web-push.md): started once per server process
 * (lib/server/startup.ts), it sends queued pushes right after a change queues one here (once it
 * has committed) and every 5 seconds for those queued by other processes. A run still sending
 * (slow endpoints hold some of its slots) is nudged to take the new row at once. Tests call
 * deliverDuePushes themselves.
 */
const WAKE_DELAY_MS = 150;
const pushWorker = backgroundWorker("push", { pollMs: 5_000, wakeDelayMs: WAKE_DELAY_MS });

export const startPushWorker = pushWorker.start;
export function wakePushWorker(): void {
  pushWorker.wake();
  setTimeout(nudgeDeliveries, WAKE_DELAY_MS).unref();
}
export const stopPushWorker = pushWorker.stop;
