import "server-only";
import { backgroundWorker } from "@/lib/workers/background-worker";

/**
 * The in-process sender: started once per server process (lib/server/startup.ts), it runs
 * runMailCycle (notification emails, pruning, delivery) every 5 seconds and right after an
 * enqueue in this process (tests call deliverDueMail themselves). Hosts without long-lived
 * processes (Vercel) drain the outbox through the cron route instead (app/api/v1/mail/deliver).
 */
const mailWorker = backgroundWorker("mail", { pollMs: 5_000, wakeDelayMs: 200 });

export const startMailWorker = mailWorker.start;
export const wakeMailWorker = mailWorker.wake;
