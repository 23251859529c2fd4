import "server-only";
import { createECDH } from "node:crypto";
import { and, desc, eq, notInArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { pushSubscriptions, users } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { AppError, fieldError, notFound } from "@/lib/http/errors";
import type { PushPublicKey, PushSubscriptionBody, PushSubscriptionResponse, PushUnsubscribeBody } from "./contract";
import { endpointProblem } from "./endpoint";
import { vapidKeys } from "./vapid";
import { AUTH_INVALID, MAX_SUBSCRIPTIONS_PER_MEMBER, P256DH_INVALID, SUBSCRIPTION_NOT_FOUND } from "./values";

/** GET /push/public-key (docs/api.md §18). */
export async function getPushPublicKey(): Promise<PushPublicKey> {
  return { public_key: (await vapidKeys(await getDb())).publicKey };
}

/**
 * POST /push/subscriptions: the caller's browser. The same endpoint again replaces the earlier
 * subscription, whoever held it (a shared computer, a member who signed in as another). Over the
 * per-member cap the oldest go. The caller's row is locked while counting, so concurrent
 * subscribes cannot pass the cap.
 */
export async function subscribe(actor: Actor, body: PushSubscriptionBody): Promise<PushSubscriptionResponse> {
  const problem = endpointProblem(body.endpoint);
  if (problem) throw fieldError("endpoint", problem);
  if (!isP256Point(body.keys.p256dh)) throw fieldError("keys.p256dh", P256DH_INVALID);
  if (decode(body.keys.auth)?.length !== 16) throw fieldError("keys.auth", AUTH_INVALID);

  const db = await getDb();
  return db.transaction(async (tx) => {
    const [me] = await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for("no key update");
    if (!me) throw new AppError("unauthenticated", "Not authenticated");
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ userId: actor.id, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId: actor.id, p256dh: body.keys.p256dh, auth: body.keys.auth, createdAt: new Date() },
      })
      .returning();
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, actor.id))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_SUBSCRIPTIONS_PER_MEMBER);
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, actor.id), notInArray(pushSubscriptions.id, kept)));
    return { endpoint: row!.endpoint, created_at: row!.createdAt.toISOString() };
  });
}

/** DELETE /push/subscriptions: only the caller's own; another member's endpoint is 404 and stays. */
export async function unsubscribe(actor: Actor, body: PushUnsubscribeBody): Promise<void> {
  const db = await getDb();
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, actor.id), eq(pushSubscriptions.endpoint, body.endpoint)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw notFound(SUBSCRIPTION_NOT_FOUND);
}

function decode(value: string): Buffer | null {
  try {
    return Buffer.from(value, "base64url");
  } catch {
    return null;
  }
}

/** An uncompressed point on P-256: what the browser's p256dh key is, and what encryption needs. */
function isP256Point(value: string): boolean {
  const bytes = decode(value);
  if (bytes?.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    ecdh.computeSecret(bytes);
    return true;
  } catch {
    return false;
  }
}
