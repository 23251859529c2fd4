import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { pushQueue, pushSubscriptions, users } from "@/db/schema";
import type { NotificationResponse } from "@/lib/notifications/contract";
import { notificationTarget } from "@/lib/notifications/target";
import { connectedAnywhere } from "@/lib/realtime/presence";
import type { NewEvent } from "@/lib/realtime/publish";
import { wakePushWorker } from "./worker";

/** What a push carries (docs/api.md §18): what the bell shows, and where a click leads. Nothing more. */
export type PushPayload = { title: string; body: string; url: string; tag: string };

function pushPayload(notification: NotificationResponse): PushPayload {
  return {
    title: notification.title,
    body: notification.message,
    url: notificationTarget(notification),
    // A conversation's (coalesced) message notification replaces its earlier push on the device.
    tag:
      notification.type === "message" && notification.related_match_id
        ? `message-${notification.related_match_id}`
        : `notification-${notification.id}`,
  };
}

/**
 * Called by publishEvents (lib/realtime/publish.ts) in the transaction of the change: each
 * `notification` event for an active member who has push subscriptions and no open event stream
 * anywhere queues a push (an inactive member gets none: docs/security.md, "Push"). The queue row
 * commits or rolls back with the notification; the worker sends it.
 */
export async function queuePushes(tx: DbOrTx, rows: NewEvent[]): Promise<void> {
  // A notification made already read (the member did the thing it records) is no news: no push.
  const notifications = rows.filter(
    (row) =>
      row.type === "notification" &&
      row.payload?.notification &&
      !(row.payload.notification as NotificationResponse).is_read,
  );
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
      payload: pushPayload(row.payload!.notification as NotificationResponse),
    })),
  );
  wakePushWorker();
}
