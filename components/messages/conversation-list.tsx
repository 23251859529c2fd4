"use client";

import { Link } from "@/components/ui/link";
import { badgeText } from "@/components/notifications/queries";
import { Avatar } from "@/components/profile/avatar";
import { memberPath } from "@/components/public-profile/paths";
import { cn } from "@/components/ui/cn";
import { LocalTime } from "@/components/ui/local-time";
import { tripHref } from "@/components/trips/paths";
import type { Conversation } from "@/lib/conversations/contract";
import type { TripChatSummary } from "@/lib/trip-chat/contract";

/** One row of the Messages list: a conversation with one person, or a trip's chat. */
export type InboxEntry = { kind: "conversation"; conversation: Conversation } | { kind: "trip"; chat: TripChatSummary };

const entryTime = (entry: InboxEntry) =>
  entry.kind === "conversation"
    ? (entry.conversation.last_message?.created_at ?? entry.conversation.last_activity_at)
    : entry.chat.last_activity_at;

/** Every conversation and trip chat of the member, the most recent activity first (docs/product.md §2.8). */
export function inboxEntries(conversations: readonly Conversation[], chats: readonly TripChatSummary[]): InboxEntry[] {
  const entries: InboxEntry[] = [
    ...conversations.map((conversation) => ({ kind: "conversation" as const, conversation })),
    ...chats.map((chat) => ({ kind: "trip" as const, chat })),
  ];
  return entries.sort((a, b) => Date.parse(entryTime(b)) - Date.parse(entryTime(a)));
}

/** A trip chat's latest message as the list shows it: who wrote it, then the words (or "Photo"). */
function tripPreview(chat: TripChatSummary, viewerId: number): string {
  const last = chat.last_message;
  if (!last) return "No messages yet";
  const text = last.content.trim() ? last.content.replace(/\s+/g, " ").trim() : last.photo_url ? "Photo" : "";
  return `${last.sender_id === viewerId ? "You" : last.sender_name}: ${text}`;
}

/**
 * What the list shows of the latest message: its text, "Photo" for a picture alone, "You: " when it was the member's.
 */
function lastMessagePreview(conversation: Conversation, viewerId: number): string {
  const last = conversation.last_message;
  if (!last) return "No messages yet";
  const text = last.content.trim() ? last.content.replace(/\s+/g, " ").trim() : last.photo_url ? "Photo" : "";
  return last.sender_id === viewerId ? `You: ${text}` : text;
}

/** The member's conversations and trip chats, most recent activity first; the open one is marked as current. */
export function ConversationList({
  entries,
  viewerId,
  selectedId,
}: {
  entries: readonly InboxEntry[];
  viewerId: number;
  selectedId: number | null;
}) {
  return (
    <ul aria-label="Conversations" className="min-h-0 flex-1 divide-y divide-border overflow-y-auto">
      {entries.map((entry) =>
        entry.kind === "conversation" ? (
          <ConversationRow
            key={`c${entry.conversation.id}`}
            conversation={entry.conversation}
            viewerId={viewerId}
            selected={entry.conversation.id === selectedId}
          />
        ) : (
          <TripChatRow key={`t${entry.chat.group_trip_id}`} chat={entry.chat} viewerId={viewerId} />
        ),
      )}
    </ul>
  );
}

function UnreadCount({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-bold text-primary-contrast">
      {badgeText(count)}
      <span className="sr-only"> unread</span>
    </span>
  );
}

function ConversationRow({
  conversation,
  viewerId,
  selected,
}: {
  conversation: Conversation;
  viewerId: number;
  selected: boolean;
}) {
  const unread = conversation.unread_count;
  const when = conversation.last_message?.created_at ?? conversation.last_activity_at;
  return (
    <li
      className={cn(
        "flex items-center gap-3 pl-4 transition-colors",
        selected ? "bg-primary-soft" : "hover:bg-surface-muted",
      )}
    >
      {/* The photo opens their profile (docs/product.md §2.9); the rest of the row, the conversation. */}
      <Link
        href={memberPath(conversation.other_user.id)}
        aria-label="Open profile"
        aria-describedby={`conversation-${conversation.id}-name`}
        className="shrink-0 rounded-full"
      >
        <Avatar
          id={conversation.other_user.id}
          name={conversation.other_user.name}
          photo={conversation.other_user.photos[0]}
          size="md"
        />
      </Link>
      <Link
        href={`/app/messages/${conversation.id}`}
        aria-current={selected ? "page" : undefined}
        className="flex min-w-0 flex-1 items-center py-3 pr-4"
      >
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-baseline justify-between gap-2">
            <span
              id={`conversation-${conversation.id}-name`}
              className={cn("truncate text-foreground", unread > 0 ? "font-bold" : "font-semibold")}
            >
              {conversation.other_user.name}
            </span>
            <LocalTime value={when} style="list" className="shrink-0 text-xs text-muted" />
          </span>
          <span className="flex items-center justify-between gap-2">
            <span className={cn("truncate text-sm", unread > 0 ? "font-medium text-foreground" : "text-muted")}>
              {lastMessagePreview(conversation, viewerId)}
            </span>
            <UnreadCount count={unread} />
          </span>
        </span>
      </Link>
    </li>
  );
}

/** A trip's chat lives on the trip's page: the row opens it there. */
function TripChatRow({ chat, viewerId }: { chat: TripChatSummary; viewerId: number }) {
  const unread = chat.unread_count;
  return (
    <li className="flex items-center gap-3 pl-4 transition-colors hover:bg-surface-muted">
      <span aria-hidden="true" className="shrink-0">
        <Avatar id={chat.group_trip_id} name={chat.title} size="md" />
      </span>
      <Link href={`${tripHref(chat.group_trip_id)}#chat`} className="flex min-w-0 flex-1 items-center py-3 pr-4">
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-baseline justify-between gap-2">
            <span className={cn("truncate text-foreground", unread > 0 ? "font-bold" : "font-semibold")}>
              {chat.title}
              <span className="sr-only">, trip chat</span>
            </span>
            <LocalTime value={chat.last_activity_at} style="list" className="shrink-0 text-xs text-muted" />
          </span>
          <span className="truncate text-xs text-muted">Trip chat · {chat.destination}</span>
          <span className="flex items-center justify-between gap-2">
            <span className={cn("truncate text-sm", unread > 0 ? "font-medium text-foreground" : "text-muted")}>
              {tripPreview(chat, viewerId)}
            </span>
            <UnreadCount count={unread} />
          </span>
        </span>
      </Link>
    </li>
  );
}
