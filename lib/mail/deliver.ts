import "server-only";
import { getDb, type DbOrTx } from "@/db/client";
import { env } from "@/lib/env";
import { insertMail, claimDueMail, markFailedAttempt, markSent } from "./queries";
import type { MailMessage } from "./templates";
import { openTransport } from "./transport";
import { MAIL_MAX_ATTEMPTS, retryDelayMs } from "./values";
import { wakeMailWorker } from "./worker";

/**
 * Queues an email. Pass the caller's transaction where there is one: a rolled-back action then
 * sends nothing. Delivery is the worker's (docs/decisions/016-mail-outbox.md), so a mail server
 * that is down never fails the request.
 */
export async function enqueueMail(db: DbOrTx, message: MailMessage): Promise<void> {
  await insertMail(db, message);
  wakeMailWorker();
}

export type DeliveryReport = { sent: number; retried: number; failed: number };

/** Rows claimed and sent together; each run sends at most `limit` in all. */
const BATCH = 10;

/**
 * Sends the due emails: claims a batch (FOR UPDATE SKIP LOCKED, so two processes never send one
 * twice), sends it, then marks each sent, or due again after a backoff, or failed after
 * MAIL_MAX_ATTEMPTS tries.
 */
export async function deliverDueMail(options: { limit?: number } = {}): Promise<DeliveryReport> {
  const limit = options.limit ?? 50;
  const db = await getDb();
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  const leaseMs = env().MAIL_SEND_TIMEOUT_MS + 60_000;
  let transport: ReturnType<typeof openTransport> | undefined;
  try {
    while (report.sent + report.retried + report.failed < limit) {
      const rows = await claimDueMail(
        db,
        Math.min(BATCH, limit - report.sent - report.retried - report.failed),
        leaseMs,
      );
      if (rows.length === 0) break;
      transport ??= openTransport();
      const open = transport;
      await Promise.all(
        rows.map(async (row) => {
          try {
            await open.send(
              { to: row.to, subject: row.subject, text: row.text, html: row.html, headers: row.headers },
              row.id,
            );
            await markSent(db, row.id);
            report.sent++;
          } catch (error) {
            const giveUp = row.attempts >= MAIL_MAX_ATTEMPTS;
            await markFailedAttempt(db, row.id, shortError(error), giveUp ? null : retryDelayMs(row.attempts));
            if (giveUp) report.failed++;
            else report.retried++;
          }
        }),
      );
    }
  } finally {
    transport?.close();
  }
  return report;
}

/**
 * What is kept of a failure: the SMTP reply's first line, without addresses or credentials (the
 * recipient is in the row already; logs and the row must not repeat secrets), at most 200 characters.
 */
function shortError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split("\n")[0] ?? "")
    .replace(/[a-z][a-z0-9+.-]*:\/\/[^\s/]*@/gi, (match) => match.replace(/\/\/[^\s/]*@/, "//…@"))
    .replace(/[^\s<>()"']+@[^\s<>()"']+/g, "…")
    .slice(0, 200);
}
