/**
 * An outbox row's state (docs/api.md §16): waiting to be sent (or retried), sent, or given up
 * after MAIL_MAX_ATTEMPTS. The database's check holds the same list (db/schema/mail.ts).
 */
export const MAIL_STATUSES = ["queued", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Tries before a message is marked failed: with the backoff below, about four hours in all. */
export const MAIL_MAX_ATTEMPTS = 10;
/** The first retry waits this long, each next one twice as long, up to MAIL_MAX_RETRY_DELAY_MS. */
const MAIL_FIRST_RETRY_DELAY_MS = 60_000;
const MAIL_MAX_RETRY_DELAY_MS = 3_600_000;

/** How long to wait before the next try after `attempts` failed ones (1 min doubling, capped at 1 h). */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAIL_FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAIL_MAX_RETRY_DELAY_MS);
}

/** How long the outbox keeps sent and failed emails (docs/api.md §16, "Pruning"). */
export const MAIL_SENT_KEEP_MS = 7 * 24 * 3_600_000;
export const MAIL_FAILED_KEEP_MS = 30 * 24 * 3_600_000;
/** A long-lived process prunes at most this often; the cron route on every call. */
export const MAIL_PRUNE_EVERY_MS = 10 * 60_000;

/** Whether a worker run should prune: never yet, or not for MAIL_PRUNE_EVERY_MS. */
export function pruneDue(lastPrunedAt: number | undefined, now: number): boolean {
  return lastPrunedAt === undefined || now - lastPrunedAt >= MAIL_PRUNE_EVERY_MS || now < lastPrunedAt;
}

/** What a link's token reads once its email is sent: the outbox keeps no live link (lib/mail/queries.ts). */
export const REDACTED_TOKEN = "sent-and-removed";
