import "server-only";
import { and, asc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { getDb } from "@/db/client";
import { notifications, users } from "@/db/schema";
import type { NotificationType } from "@/lib/notifications/contract";
import { findSettingsOf } from "@/lib/notification-settings/queries";
import {
  EMAIL_AFTER_UNREAD_MS,
  SETTING_OF_TYPE,
  type NotificationEmailState,
} from "@/lib/notification-settings/contract";
import { enqueueMail } from "./deliver";
import { notificationEmail } from "./notification-templates";

/** A notification still unread after this long is past news: it is skipped rather than emailed late. */
const EMAIL_MAX_AGE_MS = 24 * 3_600_000;

export type NotificationEmailReport = { emailed: number; skipped: number };

/**
 * The notification email scan (docs/api.md §16, "Notification emails"), run before each delivery
 * by the mail worker and the cron route. In one transaction it claims up to `limit` notifications
 * that are unread 10 minutes after they were made and not yet decided (FOR UPDATE SKIP LOCKED, so
 * a second process passes over them, and finds them decided once this one commits), queues an
 * email for each whose owner is active, has confirmed their address and has its type on, and marks every one "sent" or
 * "skipped". The mark and the queued email commit together: a notification is emailed once.
 *
 * Messages are one notification per conversation while unread (lib/messages/queries.ts), refreshed
 * by each new message: its mark stays, so a burst is one email, and the next email can only come
 * from a new notification, made by a message after the member has read the conversation. The
 * refresh also restarts its 10 minutes: a conversation is emailed once it has been quiet and unread
 * for 10 minutes.
 */
export async function emailDueNotifications(options: { limit?: number } = {}): Promise<NotificationEmailReport> {
  const limit = options.limit ?? 50;
  const db = await getDb();
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(notifications)
      .where(
        and(
          isNull(notifications.emailState),
          eq(notifications.isRead, false),
          lte(notifications.createdAt, sql`now() - ${EMAIL_AFTER_UNREAD_MS}::integer * interval '1 millisecond'`),
        ),
      )
      .orderBy(asc(notifications.createdAt), asc(notifications.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return { emailed: 0, skipped: 0 };

    const ownerIds = [...new Set(due.map((row) => row.userId))];
    const owners = new Map(
      (
        await tx
          .select({
            id: users.id,
            email: users.email,
            name: users.name,
            isActive: users.isActive,
            emailVerifiedAt: users.emailVerifiedAt,
          })
          .from(users)
          .where(inArray(users.id, ownerIds))
      ).map((owner) => [owner.id, owner]),
    );
    const settings = await findSettingsOf(tx, ownerIds);
    const oldest = Date.now() - EMAIL_MAX_AGE_MS;

    const decided: Record<NotificationEmailState, number[]> = { sent: [], skipped: [] };
    for (const row of due) {
      const type = row.type as NotificationType;
      const owner = owners.get(row.userId);
      const wanted =
        owner?.isActive &&
        owner.emailVerifiedAt &&
        settings.get(row.userId)?.[SETTING_OF_TYPE[type]] &&
        row.createdAt.getTime() >= oldest;
      if (!owner || !wanted) {
        decided.skipped.push(row.id);
        continue;
      }
      await enqueueMail(
        tx,
        notificationEmail(owner, {
          type,
          title: row.title,
          message: row.message,
          relatedMatchId: row.relatedMatchId,
          relatedTripId: row.relatedTripId,
        }),
      );
      decided.sent.push(row.id);
    }
    for (const state of ["sent", "skipped"] as const) {
      if (decided[state].length)
        await tx.update(notifications).set({ emailState: state }).where(inArray(notifications.id, decided[state]));
    }
    return { emailed: decided.sent.length, skipped: decided.skipped.length };
  });
}
