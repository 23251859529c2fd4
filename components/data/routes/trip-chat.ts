import type { tripChatApi } from "@/lib/trip-chat/contract";
import type { Route } from "../api-client";

// Where each operation of tripChatApi lives, for api() (docs/decisions/014): one export per operation,
// so a page carries only the routes it calls.

export const chats = "GET /group-trips/chats" as Route<(typeof tripChatApi)["chats"]>;
export const list = "GET /group-trips/{id}/messages" as Route<(typeof tripChatApi)["list"]>;
export const send = "POST /group-trips/{id}/messages" as Route<(typeof tripChatApi)["send"]>;
export const markRead = "POST /group-trips/{id}/messages/read" as Route<(typeof tripChatApi)["markRead"]>;
export const unreadCount = "GET /group-trips/{id}/messages/unread-count" as Route<(typeof tripChatApi)["unreadCount"]>;
