import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import webpush from "web-push";
import { getDb, type DbOrTx } from "@/db/client";
import { pushQueue, pushSubscriptions, users, type PushSubscriptionRow } from "@/db/schema";
import { redactError } from "@/lib/server/redact";
import { endpointReachable } from "./endpoint";
import type { PushPayload } from "./queue";
import { vapidKeys, vapidSubject, type VapidKeys } from "./vapid";
import { PUSH_ATTEMPTS, PUSH_CONCURRENCY, PUSH_RETRY_DELAY_MS, PUSH_SEND_TIMEOUT_MS, PUSH_TTL_SECONDS } from "./values";

/** Queue rows taken per round. */
const BATCH = 100;

export type PushOutcome = "sent" | "dropped" | "failed" | "refused" | "skipped";

/**
 * Sends the queued pushes (docs/decisions/018-web-push.md, "Sending"): each queue row is taken
 * (deleted under SKIP LOCKED, so two processes never send the same one) and sent to every
 * subscription of its member, a few requests at a time, each bounded by a timeout. A push
 * service's 404 or 410 means the subscription is gone: it is dropped. A passing failure (network,
 * timeout, 429, 5xx) is tried once more; anything else is logged. A push lost to a crash between
 * taking and sending is not retried: the notification itself is still in the bell.
 */
export async function deliverDuePushes(): Promise<Record<PushOutcome, number>> {
  const db = await getDb();
  const totals: Record<PushOutcome, number> = { sent: 0, dropped: 0, failed: 0, refused: 0, skipped: 0 };
  for (;;) {
    const jobs = await takeJobs(db);
    if (jobs.length === 0) return totals;
    const keys = await vapidKeys(db);
    // An inactive member's pushes come to nothing (docs/security.md, "Push").
    const subscriptions = await db
      .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .innerJoin(users, and(eq(users.id, pushSubscriptions.userId), eq(users.isActive, true)))
      .where(inArray(pushSubscriptions.userId, [...new Set(jobs.map((job) => job.userId))]));
    const tasks = jobs.flatMap((job) =>
      subscriptions
        .filter((subscription) => subscription.userId === job.userId)
        .map((subscription) => () => sendWithRetry(db, keys, subscription.id, job.userId, job.payload)),
    );
    for (const outcome of await runBounded(tasks, PUSH_CONCURRENCY)) totals[outcome] += 1;
    if (jobs.length < BATCH) return totals;
  }
}

async function takeJobs(db: DbOrTx) {
  return db.transaction(async (tx) => {
    const jobs = await tx.select().from(pushQueue).orderBy(asc(pushQueue.id)).limit(BATCH).for("update", { skipLocked: true });
    if (jobs.length > 0) await tx.delete(pushQueue).where(inArray(pushQueue.id, jobs.map((job) => job.id)));
    return jobs;
  });
}

/**
 * The subscription is read again first: since the job was taken its session may have ended, its
 * member been deactivated, or it moved to another member, and then nothing is sent.
 */
async function sendWithRetry(db: DbOrTx, keys: VapidKeys, id: number, userId: number, payload: PushPayload): Promise<PushOutcome> {
  const [found] = await db
    .select({ subscription: pushSubscriptions })
    .from(pushSubscriptions)
    .innerJoin(users, and(eq(users.id, pushSubscriptions.userId), eq(users.isActive, true)))
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)));
  if (!found) return "skipped";
  const subscription = found.subscription;
  for (let attempt = 1; ; attempt++) {
    const result = await sendOnce(keys, subscription, payload);
    if (result === "sent" || result === "refused") return result;
    if (result === "gone") {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, subscription.id), eq(pushSubscriptions.endpoint, subscription.endpoint)));
      return "dropped";
    }
    if (result === "failed" || attempt >= PUSH_ATTEMPTS) return "failed";
    await new Promise((resolve) => setTimeout(resolve, PUSH_RETRY_DELAY_MS));
  }
}

/** One request: "retry" for a passing failure, "failed" for one that will not pass by waiting. */
async function sendOnce(keys: VapidKeys, subscription: PushSubscriptionRow, payload: PushPayload): Promise<"sent" | "gone" | "retry" | "failed" | "refused"> {
  const host = safeHost(subscription.endpoint);
  try {
    if (!(await endpointReachable(subscription.endpoint))) {
      console.warn(`Overlap push: not sending to ${host}: not a public https address`);
      return "refused";
    }
    // web-push encrypts (RFC 8291, aes128gcm) and signs (RFC 8292, VAPID); the request is ours:
    // a timeout, no redirects, and loopback http for the tests' fake push service.
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      { vapidDetails: { subject: vapidSubject(), publicKey: keys.publicKey, privateKey: keys.privateKey }, TTL: PUSH_TTL_SECONDS, urgency: "normal" },
    );
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) if (name.toLowerCase() !== "content-length") headers.set(name, String(value));
    const response = await fetch(request.endpoint, {
      method: "POST",
      headers,
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: "manual",
      signal: AbortSignal.timeout(PUSH_SEND_TIMEOUT_MS),
    });
    await response.body?.cancel().catch(() => {});
    if (response.status >= 200 && response.status < 300) return "sent";
    if (response.status === 404 || response.status === 410) return "gone";
    console.warn(`Overlap push: ${host} answered ${response.status}`);
    return response.status === 429 || response.status >= 500 ? "retry" : "failed";
  } catch (error) {
    console.warn(`Overlap push: sending to ${host} failed`, redactError(error));
    return "retry";
  }
}

/** The push service's host only: the endpoint's path identifies the subscription. */
function safeHost(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return "an invalid endpoint";
  }
}

async function runBounded<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
