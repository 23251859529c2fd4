import "server-only";
import { and, asc, eq, inArray, lte, sql, type SQLWrapper } from "drizzle-orm";
import type { Database, DbOrTx } from "@/db/client";
import { mailOutbox } from "@/db/schema";
import type { MailMessage } from "./templates";
import { REDACTED_TOKEN } from "./values";

export async function insertMail(db: DbOrTx, message: MailMessage) {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers ?? {},
    })
    .returning({ id: mailOutbox.id });
  return row!;
}

/**
 * Claims up to `limit` due rows in one statement: SKIP LOCKED passes over rows another process is
 * claiming, and pushing next_attempt_at past the send time-out (a lease) keeps them from being due
 * again while they are sent. A process that dies mid-send leaves them due once the lease ends.
 */
export function claimDueMail(db: Database, limit: number, leaseMs: number) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "queued"), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + ${leaseMs}::integer * interval '1 millisecond'`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/**
 * A sent email's links are spent on the outbox: the recipient has them. Every `token=` value in
 * the text, the HTML and the headers (List-Unsubscribe) is replaced in the statement that marks the
 * row sent or given up, so a copy of the database, a backup or the development outbox page never
 * holds a live reset, confirmation or email-change link (docs/security.md, "Stored email").
 */
const TOKEN_VALUE = String.raw`(token=)[A-Za-z0-9_%.~-]+`;
const redacted = (column: SQLWrapper) =>
  sql`regexp_replace(${column}, ${TOKEN_VALUE}, ${String.raw`\1${REDACTED_TOKEN}`}, 'g')`;
const redactedLinks = {
  text: redacted(mailOutbox.text),
  html: redacted(mailOutbox.html),
  headers: sql`${redacted(sql`${mailOutbox.headers}::text`)}::jsonb`,
};

export async function markSent(db: Database, id: number) {
  await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: sql`now()`, lastError: null, ...redactedLinks })
    .where(eq(mailOutbox.id, id));
}

export async function markFailedAttempt(db: Database, id: number, error: string, retryInMs: number | null) {
  await db
    .update(mailOutbox)
    .set(
      retryInMs === null
        ? { status: "failed", lastError: error, ...redactedLinks }
        : { lastError: error, nextAttemptAt: sql`now() + ${retryInMs}::integer * interval '1 millisecond'` },
    )
    .where(eq(mailOutbox.id, id));
}
