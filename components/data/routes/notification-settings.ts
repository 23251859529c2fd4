import type { notificationSettingsApi } from "@/lib/notification-settings/contract";
import type { Route } from "../api-client";

// Where each operation of notificationSettingsApi lives, for api() (docs/decisions/014): one export per operation,
// so a page carries only the routes it calls.

export const get = "GET /users/me/notification-settings" as Route<(typeof notificationSettingsApi)["get"]>;
export const update = "PUT /users/me/notification-settings" as Route<(typeof notificationSettingsApi)["update"]>;
export const unsubscribe = "POST /mail/unsubscribe" as Route<(typeof notificationSettingsApi)["unsubscribe"]>;
