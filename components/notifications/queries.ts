import { api } from "@/components/data/api-client";
import type { NotificationResponse } from "@/lib/notifications/contract";

/** docs/product.md §9: the bell asks every 12 s; the modal shows the latest 50. */
export const UNREAD_POLL_MS = 12_000;
export const NOTIFICATION_PAGE = 50;

export type AppNotification = NotificationResponse;

export const notificationKeys = {
  all: ["notifications"] as const,
  list: ["notifications", "list"] as const,
  unreadCount: ["notifications", "unread-count"] as const,
};

export const fetchUnreadCount = () => api("GET /notifications/unread-count").then((body) => body.count);
export const fetchNotifications = () => api("GET /notifications", { query: { skip: 0, limit: NOTIFICATION_PAGE } });
export const markNotificationRead = (id: number) => api("PUT /notifications/{id}/read", { params: { id } });
export const markAllNotificationsRead = () => api("PUT /notifications/read-all");
export const deleteNotification = (id: number) => api("DELETE /notifications/{id}", { params: { id } });

/** docs/product.md §9: the badge shows the number, and "99+" above 99. */
export const badgeText = (count: number) => (count > 99 ? "99+" : String(count));

export { notificationTarget } from "@/lib/notifications/target";
