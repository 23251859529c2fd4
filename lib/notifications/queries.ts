import "server-only";
import type { DbOrTx } from "@/db/client";
import { notifications } from "@/db/schema";
import { publishNotifications } from "@/lib/realtime/publish";

export type NewNotification = typeof notifications.$inferInsert;

/**
 * Notifications are written in the same transaction as the change they announce, and go out on
 * the members' live streams with it (docs/api.md §17).
 */
export async function insertNotifications(db: DbOrTx, rows: NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  await publishNotifications(db, await db.insert(notifications).values(rows).returning());
}
