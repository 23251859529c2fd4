import { check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { MAIL_STATUSES, type MailStatus } from "@/lib/mail/values";
import { createdAt, id, oneOf } from "./columns";

/**
 * The mail outbox (docs/decisions/016-mail-outbox.md): every email is a row, written in the
 * transaction of the action that sends it, and delivered by lib/mail/deliver.ts with retries.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    // Extra headers (List-Unsubscribe for notification emails).
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    status: text("status").$type<MailStatus>().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    // A queued row is due from then on; a claimed one is pushed past its send time-out (the lease).
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).defaultNow().notNull(),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    // Only queued rows are ever looked for, by due time.
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(oneOf(t.status, ["queued"])),
    check("mail_outbox_status_known", oneOf(t.status, MAIL_STATUSES)),
  ],
);
