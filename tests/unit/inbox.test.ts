import { describe, expect, it } from "vitest";
import { inboxEntries } from "@/components/messages/conversation-list";
import { readStates } from "@/components/messages/thread-view";
import type { Conversation } from "@/lib/conversations/contract";
import type { TripChatSummary } from "@/lib/trip-chat/contract";

const ME = 1;
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString();

const conversation = (id: number, minute: number, withMessage = true): Conversation => ({
  id,
  pairing_id: id,
  user1_id: ME,
  user2_id: 100 + id,
  user1_name: "Me",
  user2_name: `Other ${id}`,
  relationship_type: "friend",
  other_user: { id: 100 + id, name: `Other ${id}`, handle: null, photos: [] },
  last_message: withMessage
    ? {
        id: id * 10,
        match_id: id,
        sender_id: 100 + id,
        content: "hi",
        photo_url: null,
        is_read: false,
        client_id: null,
        created_at: at(minute),
      }
    : null,
  unread_count: 0,
  created_at: at(0),
  last_activity_at: at(minute),
});
const chat = (id: number, minute: number): TripChatSummary => ({
  group_trip_id: id,
  title: `Trip ${id}`,
  destination: "Naxos",
  last_message: null,
  unread_count: 0,
  last_activity_at: at(minute),
});

describe("one inbox (docs/product.md §2.8)", () => {
  it("puts conversations and trip chats in one list, the most recent activity first", () => {
    const entries = inboxEntries([conversation(1, 5), conversation(2, 30, false)], [chat(7, 20), chat(8, 1)]);
    expect(
      entries.map((entry) =>
        entry.kind === "conversation" ? `c${entry.conversation.id}` : `t${entry.chat.group_trip_id}`,
      ),
    ).toEqual(["c2", "t7", "c1", "t8"]);
    expect(inboxEntries([], [])).toEqual([]);
  });
});

describe("one read-state word (docs/product.md §2.8)", () => {
  const message = (id: number, senderId: number, isRead: boolean) => ({ id, sender_id: senderId, is_read: isRead });

  it("says Read once, under the latest own message the other has read, and Sent under a newer unread one", () => {
    expect([...readStates([message(1, ME, true), message(2, ME, true), message(3, 2, false)], ME)]).toEqual([
      [2, "Read"],
    ]);
    expect([...readStates([message(1, ME, true), message(2, ME, false), message(3, ME, false)], ME)]).toEqual([
      [3, "Sent"],
      [1, "Read"],
    ]);
    expect([...readStates([message(1, ME, false)], ME)]).toEqual([[1, "Sent"]]);
    expect([...readStates([message(1, 2, true)], ME)]).toEqual([]);
  });
});
