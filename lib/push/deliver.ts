import "server-only";
import { and, asc, eq, gt, gte, inArray, notInArray, sql } from "drizzle-orm";
import webpush from "web-push";
import { getDb, type DbOrTx } from "@/db/client";
import { pushQueue, pushSubscriptions, users, type PushSubscriptionRow } from "@/db/schema";
import { redactError } from "@/lib/errors/redact";
import { resolveEndpoint } from "./endpoint";
import { postToPushService, type PushAttempt } from "./send";
import { vapidKeys, vapidSubject, type VapidKeys } from "./vapid";
import {
  PUSH_ATTEMPTS,
  PUSH_BATCH,
  PUSH_LIMITS,
  PUSH_MAX_FAILURES,
  PUSH_TTL_SECONDS,
  type PushLimits,
  type PushPayload,
} from "./values";

export type PushOutcome = "sent" | "dropped" | "failed" | "refused" | "skipped";

/** One push to one subscription, not yet started. */
type Send = { userId: number; subscriptionId: number; run: () => Promise<PushOutcome> };

/** The runs of this process waiting for a send to end: a push just queued wakes them (nudgeDeliveries). */
const waitingRuns = new Set<() => void>();

/** A push was queued here (and has committed): a run in progress looks at the queue now, not at its next look. */
export function nudgeDeliveries(): void {
  for (const wake of waitingRuns) wake();
}

/**
 * Sends the queued pushes (docs/decisions/018-web-push.md, "Sending"; its bounds in
 * docs/security.md, "Push"). Queue rows are taken (deleted under SKIP LOCKED, so two processes
 * never send the same one) PUSH_BATCH at a time and become one send per subscription of their
 * member. The sends share `concurrency` slots fairly: members take turns, each with at most
 * `perMember` sends in flight, so one member's dead endpoints hold at most that many slots while
 * everyone else's pushes go on. Rows are taken again whenever a slot is free and no waiting send
 * may use it, leaving out members who still have sends waiting or in flight: a member's backlog
 * waits in the queue, not in memory, and never stands in front of another member's rows. Ends when
 * nothing is in flight and the queue has nothing more. A push lost to a crash between taking and
 * sending is not retried: the notification itself is still in the bell. `overrides` is for tests.
 */
export async function deliverDuePushes(overrides: Partial<PushLimits> = {}): Promise<Record<PushOutcome, number>> {
  const limits = { ...PUSH_LIMITS, ...overrides };
  const db = await getDb();
  const totals: Record<PushOutcome, number> = { sent: 0, dropped: 0, failed: 0, refused: 0, skipped: 0 };
  const waiting = new Map<number, Send[]>();
  const inFlight = new Map<number, number>();
  /** One send at a time per subscription: a failure is counted before the next send reads the row. */
  const busySubscriptions = new Set<number>();
  /** Members with sends waiting, in the order they get the next free slot. */
  const turns: number[] = [];
  const running = new Set<Promise<void>>();
  let wake = () => {};

  const begin = (send: Send) => {
    inFlight.set(send.userId, (inFlight.get(send.userId) ?? 0) + 1);
    busySubscriptions.add(send.subscriptionId);
    const done: Promise<void> = send
      .run()
      .then(
        (outcome) => void (totals[outcome] += 1),
        (error: unknown) => {
          console.warn("Overlap push: a send failed", redactError(error));
          totals.failed += 1;
        },
      )
      .finally(() => {
        const left = inFlight.get(send.userId)! - 1;
        if (left === 0) inFlight.delete(send.userId);
        else inFlight.set(send.userId, left);
        busySubscriptions.delete(send.subscriptionId);
        running.delete(done);
        wake();
      });
    running.add(done);
  };

  /**
   * Fills free slots, a member at a time in turn, each with their oldest send to a subscription not
   * already being sent to; a member at their in-flight cap, or with none such, is passed over.
   */
  const startWhatMay = () => {
    for (let passedOver = 0; running.size < limits.concurrency && passedOver < turns.length;) {
      const userId = turns.shift()!;
      const sends = waiting.get(userId)!;
      const next =
        (inFlight.get(userId) ?? 0) >= limits.perMember
          ? -1
          : sends.findIndex((send) => !busySubscriptions.has(send.subscriptionId));
      if (next === -1) {
        turns.push(userId);
        passedOver += 1;
        continue;
      }
      passedOver = 0;
      begin(sends.splice(next, 1)[0]!);
      if (sends.length > 0) turns.push(userId);
      else waiting.delete(userId);
    }
  };

  try {
    for (;;) {
      startWhatMay();
      // A free slot that no waiting send may use: more rows, of members not already at work.
      if (running.size < limits.concurrency) {
        const busy = [...new Set([...waiting.keys(), ...inFlight.keys()])];
        const jobs = await takeJobs(db, busy);
        if (jobs.length > 0) {
          for (const send of await sendsFor(db, jobs, limits)) {
            if (!waiting.has(send.userId)) {
              waiting.set(send.userId, []);
              turns.push(send.userId);
            }
            waiting.get(send.userId)!.push(send);
          }
          continue;
        }
        // Sends that ended while the queue was read leave room: fill it before waiting. Done only
        // when the queue was read for everyone (members left out then may have rows still).
        startWhatMay();
        if (running.size === 0) {
          if (busy.length === 0) return totals;
          continue;
        }
      }
      // Until a send ends; with a slot free, until a push is queued here, or `recheckMs` (other processes').
      await new Promise<void>((resolve) => {
        const free = running.size < limits.concurrency;
        const timer = free ? setTimeout(() => wake(), limits.recheckMs) : undefined;
        wake = () => {
          clearTimeout(timer);
          waitingRuns.delete(wake);
          resolve();
        };
        if (free) waitingRuns.add(wake);
      });
    }
  } finally {
    waitingRuns.delete(wake);
    // Even when reading the queue failed: no send outlives the run (the next one counts on its slots).
    await Promise.allSettled([...running]);
  }
}

async function takeJobs(db: DbOrTx, busy: number[]) {
  return db.transaction(async (tx) => {
    const jobs = await tx
      .select()
      .from(pushQueue)
      .where(busy.length > 0 ? notInArray(pushQueue.userId, busy) : undefined)
      .orderBy(asc(pushQueue.id))
      .limit(PUSH_BATCH)
      .for("update", { skipLocked: true });
    if (jobs.length > 0)
      await tx.delete(pushQueue).where(
        inArray(
          pushQueue.id,
          jobs.map((job) => job.id),
        ),
      );
    return jobs;
  });
}

/** A send per job and subscription of its member; an inactive member's jobs come to nothing. */
async function sendsFor(
  db: DbOrTx,
  jobs: { userId: number; payload: PushPayload }[],
  limits: PushLimits,
): Promise<Send[]> {
  const keys = await vapidKeys(db);
  const subscriptions = await db
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .innerJoin(users, and(eq(users.id, pushSubscriptions.userId), eq(users.isActive, true)))
    .where(inArray(pushSubscriptions.userId, [...new Set(jobs.map((job) => job.userId))]))
    .orderBy(asc(pushSubscriptions.id));
  return jobs.flatMap((job) =>
    subscriptions
      .filter((subscription) => subscription.userId === job.userId)
      .map((subscription) => ({
        userId: job.userId,
        subscriptionId: subscription.id,
        run: () => sendToSubscription(db, keys, subscription.id, job.userId, job.payload, limits),
      })),
  );
}

/**
 * One push to one subscription. The row is read again first: since the job was taken the session
 * may have ended, the member been deactivated, the subscription dropped or moved to another member,
 * and then nothing is sent. A 404 or 410 drops it at once; a 429 or 5xx is tried again after
 * `retryDelayMs`; a time-out or network error is not (a black hole would only take its slot
 * again). Failures in a row are counted on the row, and the PUSH_MAX_FAILURES-th drops it.
 */
async function sendToSubscription(
  db: DbOrTx,
  keys: VapidKeys,
  id: number,
  userId: number,
  payload: PushPayload,
  limits: PushLimits,
): Promise<PushOutcome> {
  const [found] = await db
    .select({ subscription: pushSubscriptions })
    .from(pushSubscriptions)
    .innerJoin(users, and(eq(users.id, pushSubscriptions.userId), eq(users.isActive, true)))
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)));
  if (!found) return "skipped";
  const subscription = found.subscription;
  const host = safeHost(subscription.endpoint);
  for (let attempt = 1; ; attempt++) {
    const result = await sendOnce(keys, subscription, payload, limits);
    if (result.kind === "answer") {
      const { status } = result;
      if (status >= 200 && status < 300) {
        await db
          .update(pushSubscriptions)
          .set({ failures: 0 })
          .where(and(eq(pushSubscriptions.id, id), gt(pushSubscriptions.failures, 0)));
        return "sent";
      }
      if (status === 404 || status === 410) {
        await db
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)));
        return "dropped";
      }
      const passing = status === 429 || status >= 500;
      if (passing && attempt < PUSH_ATTEMPTS) {
        await new Promise((resolve) => setTimeout(resolve, limits.retryDelayMs));
        continue;
      }
      console.warn(`Overlap push: ${host} answered ${status}`);
      // A 429 is the push service pacing us, not the subscription failing.
      return status === 429 ? "failed" : countFailure(db, id, "failed");
    }
    if (result.kind === "timeout") console.warn(`Overlap push: ${host} timed out (${result.step})`);
    else if (result.kind === "refused")
      console.warn(`Overlap push: not sending to ${host}: not a public https address`);
    else console.warn(`Overlap push: sending to ${host} failed`, redactError(result.error));
    return countFailure(db, id, result.kind === "refused" ? "refused" : "failed");
  }
}

/** One more failure in a row; the PUSH_MAX_FAILURES-th drops the subscription. */
async function countFailure(db: DbOrTx, id: number, outcome: PushOutcome): Promise<PushOutcome> {
  const [row] = await db
    .update(pushSubscriptions)
    .set({ failures: sql`${pushSubscriptions.failures} + 1` })
    .where(eq(pushSubscriptions.id, id))
    .returning({ failures: pushSubscriptions.failures });
  if (!row || row.failures < PUSH_MAX_FAILURES) return outcome;
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), gte(pushSubscriptions.failures, PUSH_MAX_FAILURES)));
  return "dropped";
}

/** One request, look-up included, within `sendTimeoutMs`. */
async function sendOnce(
  keys: VapidKeys,
  subscription: PushSubscriptionRow,
  payload: PushPayload,
  limits: PushLimits,
): Promise<PushAttempt> {
  const started = performance.now();
  try {
    const resolved = await resolveEndpoint(
      subscription.endpoint,
      Math.min(limits.lookupTimeoutMs, limits.sendTimeoutMs),
    );
    if (!resolved.ok) {
      if (resolved.reason === "refused") return { kind: "refused" };
      if (resolved.reason === "timeout") return { kind: "timeout", step: "look-up" };
      return { kind: "error", error: new Error("The push service's name has no address") };
    }
    // web-push encrypts (RFC 8291, aes128gcm) and signs (RFC 8292, VAPID); the request is ours.
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: vapidSubject(), publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: PUSH_TTL_SECONDS,
        urgency: "normal",
      },
    );
    const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
    return await postToPushService(new URL(request.endpoint), headers, request.body ?? Buffer.alloc(0), {
      addresses: resolved.addresses,
      connectTimeoutMs: limits.connectTimeoutMs,
      timeoutMs: Math.max(1, limits.sendTimeoutMs - (performance.now() - started)),
    });
  } catch (error) {
    return { kind: "error", error };
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
