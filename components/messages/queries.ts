import { api } from "@/components/data/api-client";
import type { SendMessageBody } from "@/lib/messages/contract";

/** docs/product.md §9: an open thread asks for new messages every 5 seconds while the live stream is down (§7). */
export const MESSAGE_POLL_MS = 5_000;
/**
 * The conversation list (last message, unread badges) and the Messages badge refresh at the unread-count pace while the
 * stream is down, docs/product.md §9.
 */
export const CONVERSATION_POLL_MS = 12_000;

export const messageKeys = {
  conversations: ["conversations"] as const,
  /** Every conversation's thread. */
  threads: ["messages"] as const,
  thread: (matchId: number) => ["messages", matchId] as const,
  unreadCount: ["messages", "unread-count"] as const,
  /** The trip chats of the Messages list (GET /group-trips/chats). */
  tripChats: ["trip-chats"] as const,
};

export const fetchUnreadMessages = () => api("GET /messages/unread-count").then((body) => body.count);

export const fetchConversations = () => api("GET /matches");

export const fetchTripChats = () => api("GET /group-trips/chats");

/** Where a page of a thread starts: after one message (newer ones) or before one (older ones). */
export type MessageCursor = { afterId?: number; beforeId?: number };

/** A cursor as the thread endpoints' query (docs/api.md §5.3): newer ones win when both are given. */
export function cursorQuery(cursor: MessageCursor) {
  return cursor.afterId !== undefined
    ? { after_id: cursor.afterId }
    : cursor.beforeId !== undefined
      ? { before_id: cursor.beforeId }
      : undefined;
}

export function fetchMessages(matchId: number, cursor: MessageCursor = {}) {
  return api("GET /messages/{id}", { params: { id: matchId }, query: cursorQuery(cursor) });
}

export const markMessageRead = (messageId: number) => api("PUT /messages/{id}/read", { params: { id: messageId } });

export const sendMessage = (body: SendMessageBody) => api("POST /messages", { body });

/**
 * Merges fetched messages into the cached ones: one entry per id (the newer copy wins), oldest
 * first. A read mark is never undone: a copy that says "unread" may have left the server before
 * the mark (a send's answer, an event or a fetch landing after the `message_read` event).
 */
export function mergeMessages<T extends { id: number; is_read?: boolean }>(
  current: readonly T[],
  incoming: readonly T[],
): T[] {
  if (incoming.length === 0) return current as T[];
  const byId = new Map<number, T>();
  for (const message of current) byId.set(message.id, message);
  for (const message of incoming) {
    const known = byId.get(message.id);
    byId.set(message.id, known?.is_read && message.is_read === false ? { ...message, is_read: true } : message);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
