import type { messagesApi } from "@/lib/messages/contract";
import type { Route } from "../api-client";

// Where each operation of messagesApi lives, for api() (docs/decisions/014): one export per operation,
// so a page carries only the routes it calls.

export const send = "POST /messages" as Route<(typeof messagesApi)["send"]>;
export const thread = "GET /messages/{id}" as Route<(typeof messagesApi)["thread"]>;
export const markRead = "PUT /messages/{id}/read" as Route<(typeof messagesApi)["markRead"]>;
export const unreadCount = "GET /messages/unread-count" as Route<(typeof messagesApi)["unreadCount"]>;
export const unreadCountOf = "GET /messages/{id}/unread-count" as Route<(typeof messagesApi)["unreadCountOf"]>;
export const uploadPhoto = "POST /messages/upload-photo" as Route<(typeof messagesApi)["uploadPhoto"]>;
