import { and, eq, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { rateLimitCounters } from "@/db/schema";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";

export type RateLimit = { name: string; limit: number; windowSeconds: number; message: string };

/** Every limit the product applies, in one table so they are easy to find and tune. */
export const LIMITS = {
  // Per account, whatever the address: slows password guessing against one member.
  failedSignInsPerAccount: {
    name: "signin-failures-account",
    limit: 10,
    windowSeconds: 15 * 60,
    message: "Too many failed sign-in attempts. Please wait a few minutes and try again.",
  },
  signInsPerAddress: {
    name: "signin-address",
    limit: 30,
    windowSeconds: 15 * 60,
    message: "Too many sign-in attempts from this network. Please wait a few minutes and try again.",
  },
  registrationsPerAddress: {
    name: "register-address",
    limit: 10,
    windowSeconds: 60 * 60,
    message: "Too many registrations from this network. Please try again later.",
  },
} satisfies Record<string, RateLimit>;

function currentWindow(limit: RateLimit, now = Date.now()) {
  const windowMs = limit.windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  return {
    windowStart: new Date(start),
    expiresAt: new Date(start + windowMs),
    retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - now) / 1000)),
  };
}

const keyOf = (limit: RateLimit, subject: string) => `${limit.name}:${subject}`;

function tooMany(limit: RateLimit, retryAfterSeconds: number): AppError {
  return new AppError("rate_limited", limit.message, { retryAfterSeconds });
}

/** Counts one event atomically (an upsert) and returns the count in the current window. */
export async function recordHit(db: DbOrTx, limit: RateLimit, subject: string): Promise<number> {
  const { windowStart, expiresAt } = currentWindow(limit);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: keyOf(limit, subject), windowStart, count: 1, expiresAt })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  if (Math.random() < 0.01) await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, new Date()));
  return row?.count ?? 1;
}

/** Counts one event and refuses it (429) once the window's limit is passed. */
export async function consume(db: DbOrTx, limit: RateLimit, subject: string): Promise<void> {
  const count = await recordHit(db, limit, subject);
  if (count > limit.limit) throw tooMany(limit, currentWindow(limit).retryAfterSeconds);
}

/** Refuses (429) when the limit is already reached, without counting this call. */
export async function assertUnderLimit(db: DbOrTx, limit: RateLimit, subject: string): Promise<void> {
  const { windowStart, retryAfterSeconds } = currentWindow(limit);
  const [row] = await db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, keyOf(limit, subject)), eq(rateLimitCounters.windowStart, windowStart)));
  if (row && row.count >= limit.limit) throw tooMany(limit, retryAfterSeconds);
}

export async function resetLimit(db: DbOrTx, limit: RateLimit, subject: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, keyOf(limit, subject)));
}

/** Per-address limits skip RATE_LIMIT_SAFELIST (load tests on loopback); per-account ones never do. */
export async function consumeForAddress(db: DbOrTx, limit: RateLimit, address: string): Promise<void> {
  if (env().rateLimitSafelist.has(address)) return;
  await consume(db, limit, address);
}
