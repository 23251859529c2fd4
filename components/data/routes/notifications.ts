import type { notificationsApi } from "@/lib/notifications/contract";
import type { Route } from "../api-client";

// Where each operation of notificationsApi lives, for api() (docs/decisions/014): one export per operation,
// so a page carries only the routes it calls.

export const list = "GET /notifications" as Route<(typeof notificationsApi)["list"]>;
export const unreadCount = "GET /notifications/unread-count" as Route<(typeof notificationsApi)["unreadCount"]>;
export const markRead = "PUT /notifications/{id}/read" as Route<(typeof notificationsApi)["markRead"]>;
export const markAllRead = "PUT /notifications/read-all" as Route<(typeof notificationsApi)["markAllRead"]>;
export const remove = "DELETE /notifications/{id}" as Route<(typeof notificationsApi)["remove"]>;
