import "server-only";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "@/db/client";
import { mailOutbox } from "@/db/schema";
import type { MailMessage } from "./templates";

export async function insertMail(db: DbOrTx, message: MailMessage) {
  const [row] = await db
    .insert(mailOutbox)
    .values({ to: message.to, subject: message.subject, text: message.text, html: message.html, headers: message.headers ?? {} })
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
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: sql`now() + ${leaseMs}::integer * interval '1 millisecond'` })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export async function markSent(db: Database, id: number) {
  await db.update(mailOutbox).set({ status: "sent", sentAt: sql`now()`, lastError: null }).where(eq(mailOutbox.id, id));
}

export async function markFailedAttempt(db: Database, id: number, error: string, retryInMs: number | null) {
  await db
    .update(mailOutbox)
    .set(
      retryInMs === null
        ? { status: "failed", lastError: error }
        : { lastError: error, nextAttemptAt: sql`now() + ${retryInMs}::integer * interval '1 millisecond'` },
    )
    .where(eq(mailOutbox.id, id));
}
