import "server-only";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { notifications } from "@/db/schema";
import { publishEvents } from "@/lib/realtime/publish";
import { notificationEvents } from "./events";

export type NewNotification = typeof notifications.$inferInsert;

/**
 * Notifications are written in the same transaction as the change they announce, and go out on
 * the members' live streams with it (docs/api.md §17).
 */
export async function insertNotifications(db: DbOrTx, rows: NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  await publishEvents(db, notificationEvents(await db.insert(notifications).values(rows).returning()));
}

/**
 * A member's notifications of one kind about one trip go (an invitation withdrawn takes its
 * notification along). Answers the members whose unread count changed.
 */
export async function deleteTripNotificationsOf(
  db: DbOrTx,
  tripId: number,
  userId: number,
  type: string,
): Promise<number[]> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.relatedTripId, tripId), eq(notifications.userId, userId), eq(notifications.type, type)))
    .returning({ userId: notifications.userId, isRead: notifications.isRead });
  return [...new Set(rows.filter((row) => !row.isRead).map((row) => row.userId))];
}
