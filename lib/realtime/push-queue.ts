import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { pushQueue, pushSubscriptions, users } from "@/db/schema";
import { wakePushWorker } from "@/lib/push/worker";
import { connectedAnywhere } from "./presence";
import type { NewEvent } from "./values";

/**
 * Called by publishEvents (lib/realtime/publish.ts) in the transaction of the change: each event
 * that carries a push (an unread notification's: lib/notifications/events.ts) for an active member
 * who has push subscriptions and no open event stream anywhere queues a push (an inactive member
 * gets none: docs/security.md, "Push"). The queue row commits or rolls back with the notification;
 * the worker sends it.
 */
export async function queuePushes(tx: DbOrTx, rows: NewEvent[]): Promise<void> {
  const notifications = rows.filter((row) => row.push);
  if (notifications.length === 0) return;
  const userIds = [...new Set(notifications.map((row) => row.userId))];
  const subscribed = new Set(
    (
      await tx
        .selectDistinct({ userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .innerJoin(users, and(eq(users.id, pushSubscriptions.userId), eq(users.isActive, true)))
        .where(inArray(pushSubscriptions.userId, userIds))
    ).map((row) => row.userId),
  );
  if (subscribed.size === 0) return;
  const connected = await connectedAnywhere(tx, [...subscribed]);
  const due = notifications.filter((row) => subscribed.has(row.userId) && !connected.has(row.userId));
  if (due.length === 0) return;
  await tx.insert(pushQueue).values(
    due.map((row) => ({
      userId: row.userId,
      payload: row.push!,
    })),
  );
  wakePushWorker();
}
