import "server-only";
import { getDb } from "@/db/client";
import { deliverDueMail, type DeliveryReport } from "./deliver";
import { emailDueNotifications } from "./notification-emails";
import { pruneOutbox } from "./prune";
import { pruneDue } from "./values";

const globalForPrune = globalThis as unknown as { overlapMailPrunedAt?: number };

/**
 * One run of the mail worker or the cron route (docs/api.md §16): queue the notification emails
 * that are due, prune the outbox (a long-lived process every 10 minutes, the cron route each
 * call), then send. A failing scan or prune is logged and does not hold up delivery.
 */
export async function runMailCycle(options: { limit?: number; alwaysPrune?: boolean } = {}): Promise<DeliveryReport> {
  try {
    await emailDueNotifications({ limit: options.limit });
  } catch (error) {
    console.error("Overlap mail: notification email scan failed", error);
  }
  const now = Date.now();
  if (options.alwaysPrune || pruneDue(globalForPrune.overlapMailPrunedAt, now)) {
    globalForPrune.overlapMailPrunedAt = now;
    try {
      await pruneOutbox(await getDb());
    } catch (error) {
      console.error("Overlap mail: outbox pruning failed", error);
    }
  }
  return deliverDueMail({ limit: options.limit });
}
