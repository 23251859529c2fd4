import "server-only";
import type { DbOrTx } from "@/db/client";
import { notifications } from "@/db/schema";

export type NewNotification = typeof notifications.$inferInsert;

/** Notifications are written in the same transaction as the change they announce. */
export async function insertNotifications(db: DbOrTx, rows: NewNotification[]): Promise<void> {
  if (rows.length > 0) await db.insert(notifications).values(rows);
}
