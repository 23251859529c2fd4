import "server-only";
import { eq, lt, sql } from "drizzle-orm";
import { queryRows, type DbOrTx } from "@/db/client";
import { rateLimitCounters } from "@/db/schema";
import { env, type Env } from "@/lib/env";
import { bucketOf } from "@/lib/http/client-address";
import { AppError } from "@/lib/errors/app-error";

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
  // Per device that signed in to the account before (lib/auth/device.ts): its own failures, in place
  // of the account's, so that failures from elsewhere cannot keep the member out on their devices.
  failedSignInsPerDevice: {
    name: "signin-failures-device",
    limit: 10,
    windowSeconds: 15 * 60,
    message: "Too many failed sign-in attempts. Please wait a few minutes and try again.",
  },
  // Per account, the password asked again of a signed-in member (changing the password or email,
  // deleting the account): only a session can fail these, so failed sign-ins from elsewhere do not
  // stop the member; the misses also count toward the account's failed sign-ins.
  failedPasswordChecksPerAccount: {
    name: "password-checks-account",
    limit: 10,
    windowSeconds: 15 * 60,
    message: "Too many wrong passwords. Please wait a few minutes and try again.",
  },
  // Per account, every attempt that reaches the password check: each is an argon2 verification, and
  // successes count against nothing else (a script with a member's password could spend the CPU).
  // Far above a person's sign-ins; the failures' own limit above stops guessing long before it.
  signInsPerAccount: {
    name: "signins-account",
    limit: 60,
    windowSeconds: 15 * 60,
    message: "Too many sign-ins to this account. Please wait a few minutes and try again.",
  },
  // Per address, failures only: a hostel's or coworking's members share one address, and their
  // successful sign-ins must never lock each other out (docs/api.md §2.4).
  failedSignInsPerAddress: {
    name: "signin-failures-address",
    limit: 30,
    windowSeconds: 15 * 60,
    message: "Too many failed sign-in attempts from this network. Please wait a few minutes and try again.",
  },
  registrationsPerAddress: {
    name: "register-address",
    limit: 10,
    windowSeconds: 60 * 60,
    message: "Too many registrations from this network. Please try again later.",
  },
  // docs/api.md §16, password reset: each request may send an email, so both the sender and the inbox are capped.
  passwordResetsPerAddress: {
    name: "password-reset-address",
    limit: 10,
    windowSeconds: 60 * 60,
    message: "Too many password reset requests from this network. Please try again later.",
  },
  // Counted for every email, known or not, so the limit itself reveals nothing.
  passwordResetsPerEmail: {
    name: "password-reset-email",
    limit: 3,
    windowSeconds: 60 * 60,
    message: "Too many password reset requests for this email. Please try again later.",
  },
  // docs/api.md §16: each resend or email change sends mail, so a member asks for a few an hour.
  emailLinksPerMember: {
    name: "email-links-member",
    limit: 5,
    windowSeconds: 60 * 60,
    message: "Too many emails asked for. Please try again later.",
  },
  // Per member: generous for a conversation, a wall for a script.
  messagesPerMember: {
    name: "messages-member",
    limit: 60,
    windowSeconds: 60,
    message: "You are sending messages too fast. Please wait a moment.",
  },
  // Per member: each match or friend request notifies someone (and may email them), so a script
  // must not reach every member; far more than a person sends from Discover in an hour. Passes
  // notify no one and are bounded by the members there are.
  connectionRequestsPerMember: {
    name: "connection-requests-member",
    limit: 100,
    windowSeconds: 60 * 60,
    message: "You have sent many connection requests in the last hour. Please try again later.",
  },
  // Per member: each report lands in the admins' queue; a person meets a few bad actors, not dozens a day.
  reportsPerMember: {
    name: "reports-member",
    limit: 20,
    windowSeconds: 24 * 60 * 60,
    message: "You have sent many reports in the last day. Please try again later.",
  },
  // Per member: every image is decoded and re-encoded, so bursts are costly.
  uploadsPerMember: {
    name: "uploads-member",
    limit: 30,
    windowSeconds: 10 * 60,
    message: "Too many uploads. Please wait a few minutes and try again.",
  },
  // Per member: parsing and detecting a whole calendar file is work.
  icsUploadsPerMember: {
    name: "calendar-ics-member",
    limit: 20,
    windowSeconds: 60 * 60,
    message: "Too many calendar uploads. Please wait a while and try again.",
  },
  // Per member: each "Sync now" and each listing of the events reads the member's Google Calendar
  // afresh, on the app's Google quota, which every member shares (the daily sync is not counted).
  googleCalendarReadsPerMember: {
    name: "calendar-google-member",
    limit: 30,
    windowSeconds: 60 * 60,
    message: "Your Google Calendar has been read many times in the last hour. Please try again later.",
  },
  // Per member: an export reads everything the member has; a few an hour is plenty for a person.
  exportsPerMember: {
    name: "exports-member",
    limit: 5,
    windowSeconds: 60 * 60,
    message: "Too many downloads of your data. Please try again in an hour.",
  },
} satisfies Record<string, RateLimit>;

function currentWindow(limit: RateLimit, now = Date.now()) {
  const windowMs = limit.windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  return {
    windowStart: new Date(start),
    previousStart: new Date(start - windowMs),
    expiresAt: new Date(start + 2 * windowMs),
    now,
    start,
    windowMs,
  };
}

const keyOf = (limit: RateLimit, subject: string) => `${limit.name}:${subject}`;

type Window = ReturnType<typeof currentWindow>;

/**
 * A sliding window estimated from two fixed ones: the current window's count plus the previous
 * window's, weighted by how much of it still lies within the last `windowSeconds`. A burst at the
 * end of one window and the start of the next cannot double the limit.
 */
function estimate(window: Window, current: number, previous: number): number {
  return current + previous * (1 - (window.now - window.start) / window.windowMs);
}

/** Both windows' counts in one round trip, counting this call first when `hit` is set. */
async function readWindows(db: DbOrTx, limit: RateLimit, subject: string, window: Window, hit: boolean) {
  const key = keyOf(limit, subject);
  // ISO strings, not Dates: a raw statement gives the driver no column type to serialise by.
  const start = sql`${window.windowStart.toISOString()}::timestamptz`;
  const previousStart = sql`${window.previousStart.toISOString()}::timestamptz`;
  const [row] = await queryRows<{ current: number; previous: number }>(
    db,
    hit
      ? sql`
        with hit as (
          insert into rate_limit_counters (key, window_start, count, expires_at)
          values (${key}, ${start}, 1, ${window.expiresAt.toISOString()}::timestamptz)
          on conflict (key, window_start) do update set count = rate_limit_counters.count + 1
          returning count
        )
        select (select count from hit) as current,
          coalesce((select count from rate_limit_counters where key = ${key} and window_start = ${previousStart}), 0) as previous`
      : sql`
        select coalesce(max(count) filter (where window_start = ${start}), 0) as current,
          coalesce(max(count) filter (where window_start = ${previousStart}), 0) as previous
        from rate_limit_counters where key = ${key} and window_start in (${start}, ${previousStart})`,
  );
  return { current: Number(row?.current ?? 0), previous: Number(row?.previous ?? 0) };
}

/** Seconds until the estimate falls back under the limit: the previous window's weight shrinks as time passes. */
function retryAfter(limit: RateLimit, window: Window, current: number, previousCount: number): number {
  const untilWindowEnd = (window.start + window.windowMs - window.now) / 1000;
  if (current >= limit.limit || previousCount === 0) return Math.max(1, Math.ceil(untilWindowEnd));
  // current + previousCount * (1 - t / W) < limit  <=>  t > W * (1 - (limit - current) / previousCount)
  const t = window.windowMs * (1 - (limit.limit - current) / previousCount);
  return Math.max(1, Math.ceil((t - (window.now - window.start)) / 1000));
}

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
  return row?.count ?? 1;
}

/** Counts one event and refuses it (429) once the sliding window's limit is passed. */
export async function consume(db: DbOrTx, limit: RateLimit, subject: string): Promise<void> {
  const window = currentWindow(limit);
  const { current, previous } = await readWindows(db, limit, subject, window, true);
  if (estimate(window, current, previous) > limit.limit)
    throw tooMany(limit, retryAfter(limit, window, current, previous));
  if (Math.random() < 0.01) await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expiresAt, new Date()));
}

/**
 * Counts one event and says whether it is within the limit, refusing nothing: for a limit whose
 * refusal would tell the caller something, or hurt someone other than the caller.
 */
export async function countWithin(db: DbOrTx, limit: RateLimit, subject: string): Promise<boolean> {
  const window = currentWindow(limit);
  const { current, previous } = await readWindows(db, limit, subject, window, true);
  return estimate(window, current, previous) <= limit.limit;
}

/** Refuses (429) when the limit is already reached, without counting this call. */
export async function assertUnderLimit(db: DbOrTx, limit: RateLimit, subject: string): Promise<void> {
  const window = currentWindow(limit);
  const { current, previous } = await readWindows(db, limit, subject, window, false);
  if (estimate(window, current, previous) >= limit.limit)
    throw tooMany(limit, retryAfter(limit, window, current + 1, previous));
}

export async function resetLimit(db: DbOrTx, limit: RateLimit, subject: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, keyOf(limit, subject)));
}

const safelists = new WeakMap<Env, Set<string>>();

/** RATE_LIMIT_SAFELIST's entries as rate-limit buckets, read once per parsed environment. */
export function rateLimitSafelist(): Set<string> {
  const current = env();
  let safelist = safelists.get(current);
  if (!safelist) {
    safelist = new Set(
      current.RATE_LIMIT_SAFELIST.split(",")
        .map((entry) => entry.trim())
        .filter(Boolean)
        .map(bucketOf)
        // an entry that is not an address must not safelist the "unknown" bucket
        .filter((bucket) => bucket !== "unknown"),
    );
    safelists.set(current, safelist);
  }
  return safelist;
}

/** Per-address limits skip RATE_LIMIT_SAFELIST (load tests on loopback); per-account ones never do. */
export async function consumeForAddress(db: DbOrTx, limit: RateLimit, address: string): Promise<void> {
  if (rateLimitSafelist().has(address)) return;
  await consume(db, limit, address);
}

/** assertUnderLimit for a per-address limit counted with recordHitForAddress (failures only). */
export async function assertUnderLimitForAddress(db: DbOrTx, limit: RateLimit, address: string): Promise<void> {
  if (rateLimitSafelist().has(address)) return;
  await assertUnderLimit(db, limit, address);
}

export async function recordHitForAddress(db: DbOrTx, limit: RateLimit, address: string): Promise<void> {
  if (rateLimitSafelist().has(address)) return;
  await recordHit(db, limit, address);
}
