import "server-only";
import { backgroundWorker } from "@/lib/workers/background-worker";

/**
 * The in-process sweep (lib/sweep/service.ts): started once per server process
 * (lib/server/startup.ts), every 10 minutes, so an unsent photo outlives its day by at most that.
 * Hosts without long-lived processes (Vercel) call the scheduler route instead (app/api/v1/sweep).
 * Tests run the sweep themselves.
 */
const sweepWorker = backgroundWorker("sweep", { pollMs: 10 * 60_000, wakeDelayMs: 0 });

export const startSweepWorker = sweepWorker.start;
