import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messageKeys } from "@/components/messages/queries";
import type { ThreadData } from "@/components/messages/use-thread";
import { notificationKeys, type AppNotification } from "@/components/notifications/queries";
import { applyLiveEvent } from "@/components/realtime/apply-event";
import { signedOutPage } from "@/components/realtime/live-stream";
import { tripChatKey } from "@/components/trips/chat-queries";
import { tripQueryKey } from "@/components/trips/trip-format";
import type { Conversation } from "@/lib/conversations/contract";
import type { Message } from "@/lib/conversations/contract";
import type { TripMessage } from "@/lib/trip-chat/contract";

// How the web app applies the live stream's events to its caches (docs/api.md §17,
// components/realtime/apply-event.ts): by object id, so a repeated event changes nothing.

const ME = 1;
const THEM = 2;
let clients: QueryClient[] = [];
afterEach(() => {
  for (const client of clients) client.clear();
  clients = [];
});

function client() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  clients.push(queryClient);
  return queryClient;
}

const message = (id: number, matchId: number, senderId: number, isRead = false): Message => ({
  id,
  match_id: matchId,
  sender_id: senderId,
  content: `message ${id}`,
  photo_url: null,
  is_read: isRead,
  client_id: null,
  created_at: new Date(2026, 0, 1, 12, 0, id).toISOString(),
});

const conversation = (id: number, last: Message | null, unread = 0): Conversation => ({
  id,
  pairing_id: id,
  user1_id: ME,
  user2_id: THEM + id,
  user1_name: "Me",
  user2_name: `Them ${id}`,
  relationship_type: "friend",
  other_user: { id: THEM + id, name: `Them ${id}`, handle: null, photos: [] },
  last_message: last,
  unread_count: unread,
  created_at: new Date(2026, 0, 1).toISOString(),
  last_activity_at: last?.created_at ?? new Date(2026, 0, 1).toISOString(),
});

/** A thread on screen: a cache entry with an observer, as useThread makes. */
function openThread(queryClient: QueryClient, matchId: number, messages: Message[]) {
  queryClient.setQueryData<ThreadData>(messageKeys.thread(matchId), { messages, hasOlder: false });
  const observer = new QueryObserver(queryClient, {
    queryKey: messageKeys.thread(matchId),
    queryFn: () => new Promise<ThreadData>(() => {}),
  });
  return observer.subscribe(() => {});
}

describe("applying live events", () => {
  it("appends a message to the open thread once, whether it came before or after the sender's own copy", () => {
    const queryClient = client();
    const stop = openThread(queryClient, 7, [message(1, 7, THEM)]);
    applyLiveEvent(queryClient, ME, { type: "message", data: { match_id: 7, message: message(2, 7, ME) } });
    applyLiveEvent(queryClient, ME, { type: "message", data: { match_id: 7, message: message(2, 7, ME) } });
    expect(queryClient.getQueryData<ThreadData>(messageKeys.thread(7))!.messages.map((entry) => entry.id)).toEqual([
      1, 2,
    ]);
    stop();
  });

  it("appends a trip message to that trip's open chat once, and to no other", () => {
    const queryClient = client();
    const tripMessage = (id: number, tripId: number): TripMessage => ({
      id,
      group_trip_id: tripId,
      sender_id: THEM,
      sender_name: "Them",
      content: `trip message ${id}`,
      photo_url: null,
      client_id: null,
      created_at: new Date(2026, 0, 1, 12, 0, id).toISOString(),
    });
    const open = (tripId: number) => {
      queryClient.setQueryData(tripChatKey(tripId), { messages: [tripMessage(1, tripId)], hasOlder: false });
      return new QueryObserver(queryClient, {
        queryKey: tripChatKey(tripId),
        queryFn: () => new Promise<never>(() => {}),
      }).subscribe(() => {});
    };
    const stops = [open(4), open(5)];
    for (let i = 0; i < 2; i++)
      applyLiveEvent(queryClient, ME, { type: "trip_message", data: { group_trip_id: 4, message: tripMessage(2, 4) } });
    const ids = (tripId: number) =>
      queryClient.getQueryData<{ messages: TripMessage[] }>(tripChatKey(tripId))!.messages.map((entry) => entry.id);
    expect(ids(4)).toEqual([1, 2]);
    expect(ids(5)).toEqual([1]);
    for (const stop of stops) stop();
  });

  it("only marks a thread kept from an earlier visit stale, so its next fetch fills any gap", () => {
    const queryClient = client();
    queryClient.setQueryData<ThreadData>(messageKeys.thread(7), { messages: [message(1, 7, THEM)], hasOlder: false });
    applyLiveEvent(queryClient, ME, { type: "message", data: { match_id: 7, message: message(5, 7, THEM) } });
    expect(queryClient.getQueryData<ThreadData>(messageKeys.thread(7))!.messages.map((entry) => entry.id)).toEqual([1]);
    expect(queryClient.getQueryState(messageKeys.thread(7))!.isInvalidated).toBe(true);
  });

  it("moves the conversation to the top with its new last message and counts an incoming one unread", () => {
    const queryClient = client();
    queryClient.setQueryData(messageKeys.conversations, [
      conversation(3, message(9, 3, ME)),
      conversation(7, message(1, 7, THEM)),
    ]);
    const event = { type: "message", data: { match_id: 7, message: message(10, 7, THEM) } } as const;
    applyLiveEvent(queryClient, ME, event);
    applyLiveEvent(queryClient, ME, event);
    const list = queryClient.getQueryData<Conversation[]>(messageKeys.conversations)!;
    expect(list.map((entry) => entry.id)).toEqual([7, 3]);
    expect(list[0]!.last_message!.id).toBe(10);
    expect(list[0]!.unread_count).toBe(1);
  });

  it("fetches the list again for a conversation it does not hold yet", () => {
    const queryClient = client();
    queryClient.setQueryData(messageKeys.conversations, [conversation(3, null)]);
    applyLiveEvent(queryClient, ME, { type: "message", data: { match_id: 8, message: message(4, 8, THEM) } });
    expect(queryClient.getQueryState(messageKeys.conversations)!.isInvalidated).toBe(true);
  });

  it("marks the member's message read when the other person reads it", () => {
    const queryClient = client();
    const stop = openThread(queryClient, 7, [message(1, 7, ME), message(2, 7, ME)]);
    queryClient.setQueryData(messageKeys.conversations, [conversation(7, message(2, 7, ME))]);
    applyLiveEvent(queryClient, ME, { type: "message_read", data: { match_id: 7, message_id: 2 } });
    expect(queryClient.getQueryData<ThreadData>(messageKeys.thread(7))!.messages.map((entry) => entry.is_read)).toEqual(
      [false, true],
    );
    // Their reading changes none of the member's own counts.
    expect(queryClient.getQueryState(messageKeys.conversations)!.isInvalidated).toBe(false);
    stop();
  });

  it("keeps a read mark when an older copy of the message lands after it (the send's answer, a late event)", () => {
    const queryClient = client();
    const stop = openThread(queryClient, 7, [message(1, 7, ME), message(2, 7, ME)]);
    applyLiveEvent(queryClient, ME, { type: "message_read", data: { match_id: 7, message_id: 2 } });
    applyLiveEvent(queryClient, ME, { type: "message", data: { match_id: 7, message: message(2, 7, ME) } });
    expect(queryClient.getQueryData<ThreadData>(messageKeys.thread(7))!.messages.map((entry) => entry.is_read)).toEqual(
      [false, true],
    );
    stop();
  });

  it("reads the thread again when a message it does not hold yet is marked read, so the mark is not lost", () => {
    const queryClient = client();
    const stop = openThread(queryClient, 7, [message(1, 7, ME)]);
    applyLiveEvent(queryClient, ME, { type: "message_read", data: { match_id: 7, message_id: 2 } });
    expect(queryClient.getQueryState(messageKeys.thread(7))!.isInvalidated).toBe(true);
    stop();
  });

  it("sets both badges from an unread event", () => {
    const queryClient = client();
    applyLiveEvent(queryClient, ME, { type: "unread", data: { messages: 3, notifications: 5 } });
    expect(queryClient.getQueryData(messageKeys.unreadCount)).toBe(3);
    expect(queryClient.getQueryData(notificationKeys.unreadCount)).toBe(5);
  });

  it("fetches a count again when an event comes during its fetch, so the older answer cannot overwrite it", async () => {
    const queryClient = client();
    queryClient.setQueryData(messageKeys.unreadCount, 5);
    void queryClient.invalidateQueries({ queryKey: messageKeys.unreadCount });
    const answers = [7, 3];
    const observer = new QueryObserver(queryClient, {
      queryKey: messageKeys.unreadCount,
      queryFn: () => new Promise<number>((resolve) => setTimeout(() => resolve(answers.shift()!), 30)),
    });
    const stop = observer.subscribe(() => {});
    expect(queryClient.isFetching({ queryKey: messageKeys.unreadCount })).toBe(1);
    applyLiveEvent(queryClient, ME, { type: "unread", data: { messages: 3, notifications: 0 } });
    // The first answer (7) is dropped, and the count asked for again.
    await vi.waitFor(() => expect(answers).toEqual([]));
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(queryClient.getQueryData(messageKeys.unreadCount)).toBe(3);
    stop();
  });

  it("puts a notification first in the bell's list, once", () => {
    const queryClient = client();
    const notification = (id: number, title: string) => ({ id, title }) as unknown as AppNotification;
    queryClient.setQueryData(notificationKeys.list, [notification(4, "old"), notification(3, "older")]);
    applyLiveEvent(queryClient, ME, { type: "notification", data: { notification: notification(5, "new") } });
    applyLiveEvent(queryClient, ME, { type: "notification", data: { notification: notification(4, "refreshed") } });
    expect(
      queryClient.getQueryData<AppNotification[]>(notificationKeys.list)!.map((entry) => [entry.id, entry.title]),
    ).toEqual([
      [4, "refreshed"],
      [5, "new"],
      [3, "older"],
    ]);
  });

  it("refreshes connections on a pairing event and everything on resync", () => {
    const queryClient = client();
    queryClient.setQueryData(messageKeys.conversations, []);
    queryClient.setQueryData(notificationKeys.unreadCount, 2);
    queryClient.setQueryData<ThreadData>(messageKeys.thread(7), { messages: [], hasOlder: false });
    expect(applyLiveEvent(queryClient, ME, { type: "pairing", data: { pairing: {}, removed: true } })).toEqual([
      "connections",
      "trips",
    ]);
    expect(queryClient.getQueryState(messageKeys.conversations)!.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(notificationKeys.unreadCount)!.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(messageKeys.thread(7))!.isInvalidated).toBe(true);
    expect(applyLiveEvent(queryClient, ME, { type: "resync", data: {} })).toEqual(["connections", "trips"]);
    expect(queryClient.getQueryState(notificationKeys.unreadCount)!.isInvalidated).toBe(true);
  });

  it("reads a trip's detail again (its chat's unread count) on that trip's messages, and on unread counts when it shows some; refreshes My Trips", () => {
    const queryClient = client();
    queryClient.setQueryData(tripQueryKey(4), { id: 4, unread_messages: 0 });
    queryClient.setQueryData(tripQueryKey(5), { id: 5, unread_messages: 2 });
    queryClient.setQueryData(tripQueryKey(6), { id: 6, unread_messages: 0 });
    queryClient.setQueryData(tripQueryKey(7), { id: 7, unread_messages: null });
    const tripMessage: TripMessage = {
      id: 9,
      group_trip_id: 4,
      sender_id: THEM,
      sender_name: "Them",
      content: "hi",
      photo_url: null,
      client_id: null,
      created_at: new Date(2026, 0, 1).toISOString(),
    };
    expect(
      applyLiveEvent(queryClient, ME, { type: "trip_message", data: { group_trip_id: 4, message: tripMessage } }),
    ).toEqual(["trips"]);
    expect(queryClient.getQueryState(tripQueryKey(4))!.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(tripQueryKey(5))!.isInvalidated).toBe(false);
    // An unread event (a chat read in another tab) reads again only the trips showing unread messages.
    expect(applyLiveEvent(queryClient, ME, { type: "unread", data: { messages: 0, notifications: 0 } })).toEqual([
      "trips",
    ]);
    expect(queryClient.getQueryState(tripQueryKey(5))!.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(tripQueryKey(6))!.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(tripQueryKey(7))!.isInvalidated).toBe(false);
    expect(
      applyLiveEvent(queryClient, ME, { type: "message", data: { match_id: 7, message: message(3, 7, THEM) } }),
    ).toEqual([]);
  });

  it("reads a trip again when the member's place in its waitlist moved, only that trip, and refreshes My Trips", () => {
    const queryClient = client();
    queryClient.setQueryData(tripQueryKey(4), { id: 4, waitlist_position: 2 });
    queryClient.setQueryData(tripQueryKey(5), { id: 5, waitlist_position: 3 });
    expect(
      applyLiveEvent(queryClient, ME, { type: "trip_waitlist", data: { group_trip_id: 4, waitlist_position: 1 } }),
    ).toEqual(["trips"]);
    expect(queryClient.getQueryState(tripQueryKey(4))!.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(tripQueryKey(5))!.isInvalidated).toBe(false);
  });

  it("reads a trip again when a notification says its people changed (an answer, an invitation, a request), and refreshes My Trips", () => {
    const queryClient = client();
    for (const id of [4, 5, 6]) queryClient.setQueryData(tripQueryKey(id), { id, unread_messages: 0 });
    const notification = (id: number, type: AppNotification["type"], tripId: number | null) =>
      ({
        id,
        type,
        title: type,
        message: "",
        is_read: false,
        created_at: new Date(2026, 0, 1).toISOString(),
        related_match_id: null,
        related_trip_id: tripId,
      }) as AppNotification;
    expect(
      applyLiveEvent(queryClient, ME, {
        type: "notification",
        data: { notification: notification(1, "trip_response", 4) },
      }),
    ).toEqual(["trips"]);
    expect(queryClient.getQueryState(tripQueryKey(4))!.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(tripQueryKey(5))!.isInvalidated).toBe(false);
    expect(
      applyLiveEvent(queryClient, ME, {
        type: "notification",
        data: { notification: notification(2, "trip_request", 5) },
      }),
    ).toEqual(["trips"]);
    expect(queryClient.getQueryState(tripQueryKey(5))!.isInvalidated).toBe(true);
    // A cancelled trip is gone (its page would only answer 404); a chat message has its own event.
    expect(
      applyLiveEvent(queryClient, ME, {
        type: "notification",
        data: { notification: notification(3, "trip_cancelled", 6) },
      }),
    ).toEqual([]);
    expect(
      applyLiveEvent(queryClient, ME, {
        type: "notification",
        data: { notification: notification(4, "trip_message", 6) },
      }),
    ).toEqual([]);
    expect(
      applyLiveEvent(queryClient, ME, {
        type: "notification",
        data: { notification: notification(5, "pairing_request", null) },
      }),
    ).toEqual([]);
    expect(queryClient.getQueryState(tripQueryKey(6))!.isInvalidated).toBe(false);
  });
});

describe("a tab whose session ended", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("goes to the login page, which says the session was ended on another device, and comes back afterwards", () => {
    expect(signedOutPage("/app/matches?tab=x", JSON.stringify({ reason: "ended" }))).toBe(
      "/login?session=ended&callbackUrl=%2Fapp%2Fmatches%3Ftab%3Dx",
    );
    expect(signedOutPage("/app", "{}")).toBe("/login?session=ended&callbackUrl=%2Fapp");
    expect(signedOutPage("/app", "not json")).toBe("/login?session=ended&callbackUrl=%2Fapp");
  });

  it("says the session expired when its time ran out", () => {
    expect(signedOutPage("/app", JSON.stringify({ reason: "expired" }))).toBe(
      "/login?session=expired&callbackUrl=%2Fapp",
    );
  });

  it("says nothing of another device when a tab of this browser signed out a moment ago", () => {
    const stored = new Map<string, string>();
    vi.stubGlobal("localStorage", {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    });
    stored.set("overlap.signed-out-at", String(Date.now() - 5_000));
    expect(signedOutPage("/app", JSON.stringify({ reason: "ended" }))).toBe("/login?callbackUrl=%2Fapp");
    // Long ago: that sign-out was another one.
    stored.set("overlap.signed-out-at", String(Date.now() - 10 * 60_000));
    expect(signedOutPage("/app", JSON.stringify({ reason: "ended" }))).toBe("/login?session=ended&callbackUrl=%2Fapp");
  });
});
