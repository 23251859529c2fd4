import "server-only";
import type { NotificationRow } from "@/db/schema";
import { unreadChanged } from "@/lib/realtime/publish";
import type { PushPayload } from "@/lib/push/values";
import type { NewEvent } from "@/lib/realtime/values";
import type { NotificationResponse } from "./contract";
import { presentNotification } from "./present";
import { notificationTarget } from "./target";

/**
 * New (or refreshed) notifications, each to its member, and their unread counts. An unread one
 * carries its browser push (lib/realtime/push-queue.ts); one made already read (the member did the
 * thing it records) is no news: no push.
 */
export const notificationEvents = (rows: NotificationRow[]): NewEvent[] => [
  ...rows.map((row): NewEvent => {
    const notification = presentNotification(row);
    return {
      userId: row.userId,
      type: "notification",
      payload: { notification },
      ...(notification.is_read ? {} : { push: pushPayload(notification) }),
    };
  }),
  ...unreadChanged(rows.map((row) => row.userId)),
];

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
