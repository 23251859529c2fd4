import { z } from "zod";
import { operation } from "@/lib/contract/operation";
import { pageQuery } from "@/lib/contract/pagination";
import { IdParams } from "@/lib/contract/params";

/** Notifications' contract (docs/product.md §7, docs/api.md §7): shared by routes, db, the bell and tests. */

export const NOTIFICATION_TYPES = [
  "pairing_request",
  "pairing_response",
  "match_created",
  "message",
  "trip_invite",
  "trip_request",
  "trip_response",
  "trip_cancelled",
  "trip_message",
  "trip_waitlist",
  "reference_shown",
  "reference_reminder",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

const NotificationListQuery = pageQuery(100);

const Notification = z
  .object({
    id: z.number().int(),
    type: z.enum(NOTIFICATION_TYPES),
    title: z.string(),
    message: z.string(),
    is_read: z.boolean(),
    created_at: z.iso.datetime(),
    /** The conversation, trip and member it is about, where there is one. */
    related_match_id: z.number().int().nullable(),
    related_trip_id: z.number().int().nullable(),
    related_user_id: z.number().int().nullable(),
  })
  .meta({ id: "Notification" });
export type NotificationResponse = z.infer<typeof Notification>;

const NotificationCount = z.object({ count: z.number().int() }).meta({ id: "NotificationCount" });

const tag = "Notifications";

export const notificationsApi = {
  list: operation({
    method: "GET",
    path: "/notifications",
    tag,
    summary: "List my notifications, newest first",
    auth: "member",
    query: NotificationListQuery,
    response: z.array(Notification),
    paged: true,
  }),
  unreadCount: operation({
    method: "GET",
    path: "/notifications/unread-count",
    tag,
    summary: "Count my unread notifications",
    auth: "member",
    response: NotificationCount,
  }),
  markRead: operation({
    method: "PUT",
    path: "/notifications/{id}/read",
    tag,
    summary: "Mark one of my notifications read",
    auth: "member",
    params: IdParams,
    status: 204,
    errors: [404],
  }),
  markAllRead: operation({
    method: "PUT",
    path: "/notifications/read-all",
    tag,
    summary: "Mark all my notifications read",
    auth: "member",
    status: 204,
  }),
  remove: operation({
    method: "DELETE",
    path: "/notifications/{id}",
    tag,
    summary: "Delete one of my notifications",
    auth: "member",
    params: IdParams,
    status: 204,
    errors: [404],
  }),
};
