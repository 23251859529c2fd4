import "server-only";
import { backgroundWorker } from "@/lib/server/background-worker";

/**
 * The in-process push sender (docs/decisions/018-web-push.md): started once per server process
 * (lib/server/startup.ts), it sends queued pushes right after a change queues one here (once it
 * has committed) and every 5 seconds for those queued by other processes. Tests call
 * deliverDuePushes themselves.
 */
const pushWorker = backgroundWorker("push", { pollMs: 5_000, wakeDelayMs: 150 });

export const startPushWorker = pushWorker.start;
export const wakePushWorker = pushWorker.wake;
export const stopPushWorker = pushWorker.stop;
