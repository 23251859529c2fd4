import "server-only";
import { createECDH } from "node:crypto";
import { and, desc, eq, ne, notInArray } from "drizzle-orm";
import { getDb } from "@/db/client";
import { pushSubscriptions, sessions, users } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { fieldError, notAuthenticated, notFound } from "@/lib/errors/app-error";
import type { PushPublicKey, PushSubscriptionBody, PushSubscriptionResponse, PushUnsubscribeBody } from "./contract";
import { endpointProblem } from "./endpoint";
import { vapidKeys } from "./vapid";
import { AUTH_INVALID, MAX_SUBSCRIPTIONS_PER_MEMBER, P256DH_INVALID, SUBSCRIPTION_NOT_FOUND } from "./values";

/** GET /push/public-key (docs/api.md §18). */
export async function getPushPublicKey(): Promise<PushPublicKey> {
  return { public_key: (await vapidKeys(await getDb())).publicKey };
}

/**
 * POST /push/subscriptions: the caller's browser, held by the caller's session and ending with it
 * (docs/api.md §18). The same endpoint again replaces the earlier subscription, whoever held it (a
 * shared computer, a member who signed in as another); the session's earlier one (a browser has
 * one; its keys changed) goes, and over the per-member cap the oldest go. The session's row is
 * locked first: a sign-out racing this either ends the session before (401 here) or waits and
 * takes the new subscription with it. The member's row is locked while counting, so concurrent
 * subscribes cannot pass the cap.
 */
export async function subscribe(actor: Actor, body: PushSubscriptionBody): Promise<PushSubscriptionResponse> {
  const problem = endpointProblem(body.endpoint);
  if (problem) throw fieldError("endpoint", problem);
  if (!isP256Point(body.keys.p256dh)) throw fieldError("keys.p256dh", P256DH_INVALID);
  if (decode(body.keys.auth)?.length !== 16) throw fieldError("keys.auth", AUTH_INVALID);
  // Actors made in code (scripts) have no session: a subscription must have one to end with.
  const sessionId = actor.sessionId;
  if (!sessionId) throw notAuthenticated();

  const db = await getDb();
  return db.transaction(async (tx) => {
    const [me] = await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for("no key update");
    const [session] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, actor.id)))
      .for("key share");
    if (!me || !session) throw notAuthenticated();
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ userId: actor.id, sessionId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId: actor.id,
          sessionId,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
          failures: 0,
          createdAt: new Date(),
        },
      })
      .returning();
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.sessionId, sessionId), ne(pushSubscriptions.id, row!.id)));
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, actor.id))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_SUBSCRIPTIONS_PER_MEMBER);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, actor.id), notInArray(pushSubscriptions.id, kept)));
    return { endpoint: row!.endpoint, created_at: row!.createdAt.toISOString() };
  });
}

/** For the app shell (components/push/push-resume.tsx): the endpoint this session's subscription has, if any. */
export async function sessionPushEndpoint(actor: Actor): Promise<string | null> {
  if (!actor.sessionId) return null;
  const [row] = await (
    await getDb()
  )
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.sessionId, actor.sessionId))
    .limit(1);
  return row?.endpoint ?? null;
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
