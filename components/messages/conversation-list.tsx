"use client";

import Link from "next/link";
import { badgeText } from "@/components/notifications/queries";
import { Avatar } from "@/components/profile/avatar";
import { memberPath } from "@/components/public-profile/paths";
import { cn } from "@/components/ui/cn";
import { LocalTime } from "@/components/ui/local-time";
import type { Conversation } from "@/lib/conversations/contract";

/** What the list shows of the latest message: its text, "Photo" for a picture alone, "You: " when it was the member's. */
function lastMessagePreview(conversation: Conversation, viewerId: number): string {
  const last = conversation.last_message;
  if (!last) return "No messages yet";
  const text = last.content.trim() ? last.content.replace(/\s+/g, " ").trim() : last.photo_url ? "Photo" : "";
  return last.sender_id === viewerId ? `You: ${text}` : text;
}

/** The member's conversations, most recent activity first; the open one is marked as current. */
export function ConversationList({ conversations, viewerId, selectedId }: { conversations: Conversation[]; viewerId: number; selectedId: number | null }) {
  return (
    <ul aria-label="Conversations" className="min-h-0 flex-1 divide-y divide-border overflow-y-auto">
      {conversations.map((conversation) => {
        const selected = conversation.id === selectedId;
        const unread = conversation.unread_count;
        const when = conversation.last_message?.created_at ?? conversation.last_activity_at;
        return (
          <li key={conversation.id} className={cn("flex items-center gap-3 pl-4 transition-colors", selected ? "bg-primary-soft" : "hover:bg-surface-muted")}>
            {/* The photo opens their profile (docs/product.md §2.9); the rest of the row, the conversation. */}
            <Link href={memberPath(conversation.other_user.id)} aria-label="Open profile" aria-describedby={`conversation-${conversation.id}-name`} className="shrink-0 rounded-full">
              <Avatar id={conversation.other_user.id} name={conversation.other_user.name} photo={conversation.other_user.photos[0]} size="md" />
            </Link>
            <Link
              href={`/app/messages/${conversation.id}`}
              aria-current={selected ? "page" : undefined}
              className="flex min-w-0 flex-1 items-center py-3 pr-4"
            >
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="flex items-baseline justify-between gap-2">
                  <span id={`conversation-${conversation.id}-name`} className={cn("truncate text-foreground", unread > 0 ? "font-bold" : "font-semibold")}>{conversation.other_user.name}</span>
                  <LocalTime value={when} style="list" className="shrink-0 text-xs text-muted" />
                </span>
                <span className="flex items-center justify-between gap-2">
                  <span className={cn("truncate text-sm", unread > 0 ? "font-medium text-foreground" : "text-muted")}>
                    {lastMessagePreview(conversation, viewerId)}
                  </span>
                  {unread > 0 && (
                    <span className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-bold text-primary-contrast">
                      {badgeText(unread)}
                      <span className="sr-only"> unread</span>
                    </span>
                  )}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
