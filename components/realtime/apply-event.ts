import type { QueryClient } from "@tanstack/react-query";
import { mergeMessages, messageKeys } from "@/components/messages/queries";
import type { ThreadData } from "@/components/messages/use-thread";
import { NOTIFICATION_PAGE, notificationKeys, type AppNotification } from "@/components/notifications/queries";
import { TRIP_CHATS_KEY, tripChatKey } from "@/components/trips/chat-queries";
import { CONNECTIONS_QUERY_KEY } from "@/components/trips/queries";
import { TRIP_DETAILS_KEY, tripQueryKey } from "@/components/trips/trip-format";
import type { Conversation } from "@/lib/conversations/contract";
import type { Message } from "@/lib/conversations/contract";
import type { TripMessage } from "@/lib/trip-chat/contract";

// What each event of the stream (docs/api.md §17) does to react-query's caches. Events are applied
// by their objects' ids, so one that comes twice (around a reconnect) changes nothing the second time.

export type LiveEvent =
  | { type: "message"; data: { match_id: number; message: Message } }
  | { type: "message_read"; data: { match_id: number; message_id: number } }
  | { type: "notification"; data: { notification: AppNotification } }
  | { type: "unread"; data: { messages: number; notifications: number } }
  | { type: "pairing"; data: { pairing: unknown; removed?: boolean } }
  | { type: "trip_message"; data: { group_trip_id: number; message: TripMessage } }
  | { type: "trip_waitlist"; data: { group_trip_id: number; waitlist_position: number } }
  | { type: "resync"; data: Record<string, never> };

export const LIVE_EVENT_TYPES = [
  "message",
  "message_read",
  "notification",
  "unread",
  "pairing",
  "trip_message",
  "trip_waitlist",
  "resync",
] as const satisfies readonly LiveEvent["type"][];

/**
 * The screens rendered by the server that an event changes, refreshed when one is open: those that
 * list connections and candidates (Discover, Relationships), and My Trips (its cards' chat badges,
 * and the network trips a connection brings).
 */
export type ServerScreen = "connections" | "trips";

/**
 * Writes into a cache entry. One being fetched would have that answer, which may predate the
 * event, overwrite the write: the fetch is cancelled, the write made, and a new fetch (started
 * after the event, so at least as new) sent.
 */
function write<T>(
  queryClient: QueryClient,
  key: readonly unknown[],
  update: (current: T | undefined) => T | undefined,
) {
  const filters = { queryKey: key, exact: true };
  if (queryClient.isFetching(filters) === 0) {
    queryClient.setQueryData<T>(key, update);
    return;
  }
  void queryClient.cancelQueries(filters).then(() => {
    queryClient.setQueryData<T>(key, update);
    void queryClient.invalidateQueries(filters);
  });
}

/**
 * Appends to a thread on screen (a conversation's or a trip chat's); a thread kept from an earlier
 * visit is only marked stale (its next fetch fills the gap).
 */
function addToThread<M extends { id: number }>(queryClient: QueryClient, key: readonly unknown[], message: M) {
  const query = queryClient.getQueryCache().find<{ messages: M[] }>({ queryKey: key, exact: true });
  if (!query?.state.data) return;
  if (query.getObserversCount() === 0) {
    void queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: "none" });
    return;
  }
  queryClient.setQueryData<{ messages: M[] }>(key, (current) =>
    current ? { ...current, messages: mergeMessages(current.messages, [message]) } : current,
  );
}

/** The conversation moves to the top with its new last message; one the list does not hold yet is fetched. */
function moveConversationUp(queryClient: QueryClient, viewerId: number, matchId: number, message: Message) {
  const list = queryClient.getQueryData<Conversation[]>(messageKeys.conversations);
  if (!list) return;
  const conversation = list.find((entry) => entry.id === matchId);
  if (!conversation) {
    void queryClient.invalidateQueries({ queryKey: messageKeys.conversations, exact: true });
    return;
  }
  const incoming = message.sender_id !== viewerId && !message.is_read;
  write<Conversation[]>(queryClient, messageKeys.conversations, (current) => {
    const entry = current?.find((each) => each.id === matchId);
    if (!current || !entry || (entry.last_message && entry.last_message.id >= message.id)) return current;
    const updated: Conversation = {
      ...entry,
      last_message: message,
      last_activity_at: message.created_at,
      unread_count: entry.unread_count + (incoming ? 1 : 0),
    };
    return [updated, ...current.filter((each) => each.id !== matchId)];
  });
}

function markRead(queryClient: QueryClient, viewerId: number, matchId: number, messageId: number) {
  const key = messageKeys.thread(matchId);
  const message = queryClient.getQueryData<ThreadData>(key)?.messages.find((entry) => entry.id === messageId);
  if (message && !message.is_read) {
    write<ThreadData>(queryClient, key, (current) =>
      current
        ? {
            ...current,
            messages: current.messages.map((entry) => (entry.id === messageId ? { ...entry, is_read: true } : entry)),
          }
        : current,
    );
  }
  // Read before this tab holds it (its send's answer or fetch still on the way): the thread is
  // read again, so the mark is not lost when the message lands unread.
  if (!message && queryClient.getQueryData<ThreadData>(key))
    void queryClient.invalidateQueries({ queryKey: key, exact: true });
  // The member read it (in another tab): that conversation's unread count changed.
  if (!message || message.sender_id !== viewerId)
    void queryClient.invalidateQueries({ queryKey: messageKeys.conversations, exact: true });
}

function addNotification(queryClient: QueryClient, notification: AppNotification) {
  write<AppNotification[]>(queryClient, notificationKeys.list, (current) =>
    current
      ? [notification, ...current.filter((entry) => entry.id !== notification.id)].slice(0, NOTIFICATION_PAGE)
      : current,
  );
}

/** Trip notifications that say the trip's people changed (the chat's have `trip_message`; a cancelled trip is gone). */
const TRIP_CHANGES: ReadonlySet<AppNotification["type"]> = new Set([
  "trip_invite",
  "trip_request",
  "trip_response",
  "trip_waitlist",
]);

/**
 * A notification about a trip's people (a request answered, an invitation, a request to join, an
 * answer to one's invitation, the waitlist joined or a place taken from it) means the trip changed for
 * this member: its page (status, count, chat access, the host's approvals and waitlist) is read again
 * where it is kept, and My Trips refreshed when open.
 */
function refreshTrip(queryClient: QueryClient, notification: AppNotification): ServerScreen[] {
  const tripId = notification.related_trip_id;
  if (tripId === null || !TRIP_CHANGES.has(notification.type)) return [];
  void queryClient.invalidateQueries({ queryKey: tripQueryKey(tripId), exact: true });
  return ["trips"];
}

/** Everything the stream keeps current, refetched where shown (after `resync`, or when events may have been missed). */
export function refetchLiveData(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: messageKeys.threads });
  void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
  void queryClient.invalidateQueries({ queryKey: messageKeys.tripChats });
  void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  void queryClient.invalidateQueries({ queryKey: CONNECTIONS_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: TRIP_CHATS_KEY });
  void queryClient.invalidateQueries({ queryKey: TRIP_DETAILS_KEY });
}

/** Applies one event. Answers the server-rendered screens that should be refreshed as well. */
export function applyLiveEvent(queryClient: QueryClient, viewerId: number, event: LiveEvent): ServerScreen[] {
  switch (event.type) {
    case "message":
      addToThread(queryClient, messageKeys.thread(event.data.match_id), event.data.message);
      moveConversationUp(queryClient, viewerId, event.data.match_id, event.data.message);
      return [];
    case "message_read":
      markRead(queryClient, viewerId, event.data.match_id, event.data.message_id);
      return [];
    case "notification":
      addNotification(queryClient, event.data.notification);
      return refreshTrip(queryClient, event.data.notification);
    case "unread":
      write<number>(queryClient, messageKeys.unreadCount, () => event.data.messages);
      write<number>(queryClient, notificationKeys.unreadCount, () => event.data.notifications);
      // Reading a trip chat (in another tab) also sends `unread`. Reading only lowers a count, so
      // only the trips that show unread messages are read again: not every open trip on each of
      // the many `unread` events (one of them a trip's cancel, which would answer 404).
      void queryClient.invalidateQueries({
        queryKey: TRIP_DETAILS_KEY,
        predicate: (query) =>
          Boolean((query.state.data as { unread_messages?: number | null } | undefined)?.unread_messages),
      });
      // The same for the Messages list's trip chats: read again only while one shows unread messages.
      void queryClient.invalidateQueries({
        queryKey: messageKeys.tripChats,
        predicate: (query) =>
          Boolean((query.state.data as { unread_count: number }[] | undefined)?.some((chat) => chat.unread_count > 0)),
      });
      return ["trips"];
    case "pairing":
      // A new or ended connection adds or removes a conversation and a person to invite; an ended
      // one closes its conversation, which the open thread learns by asking (404).
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
      void queryClient.invalidateQueries({ queryKey: CONNECTIONS_QUERY_KEY });
      if (event.data.removed) void queryClient.invalidateQueries({ queryKey: messageKeys.threads });
      return ["connections", "trips"];
    case "trip_message":
      addToThread(queryClient, tripChatKey(event.data.group_trip_id), event.data.message);
      // The trip's unread count changed (up for the others; the sender's own message reads the chat
      // up to it): read again, so a repeated event changes nothing.
      void queryClient.invalidateQueries({ queryKey: tripQueryKey(event.data.group_trip_id), exact: true });
      void queryClient.invalidateQueries({ queryKey: messageKeys.tripChats, exact: true });
      return ["trips"];
    case "trip_waitlist":
      // The member's place in a trip's line moved: the trip is read again where it is kept (its
      // answer carries the place, so a repeated event changes nothing), and My Trips' badge follows.
      void queryClient.invalidateQueries({ queryKey: tripQueryKey(event.data.group_trip_id), exact: true });
      return ["trips"];
    case "resync":
      refetchLiveData(queryClient);
      return ["connections", "trips"];
  }
}
