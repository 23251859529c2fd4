"use client";

import { useParams } from "next/navigation";
import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import type { Conversation } from "@/lib/conversations/contract";
import type { TripChatSummary } from "@/lib/trip-chat/contract";
import { ConversationList, inboxEntries } from "./conversation-list";
import { NoConversations } from "./empty-states";
import { useConversations, useTripChats } from "./use-conversations";

/**
 * Messaging's two panes: the conversations and trip chats on the left (docs/product.md §2.8), the open thread (or
 * "Select a
 * conversation") on the right. Below the md breakpoint they stack: /app/messages shows the list,
 * /app/messages/{id} the thread with a way back. The list refreshes itself, so it stays mounted
 * (and keeps its scroll) while the member moves between threads.
 */
export function MessagesShell({
  initialConversations,
  initialTripChats,
  viewerId,
  children,
}: {
  initialConversations?: Conversation[];
  initialTripChats?: TripChatSummary[];
  viewerId: number;
  children: ReactNode;
}) {
  const params = useParams<{ matchId?: string }>();
  const selectedId = params.matchId && /^\d+$/.test(params.matchId) ? Number(params.matchId) : null;
  const { data: conversations = [], isPending: conversationsPending } = useConversations({
    initialData: initialConversations,
    poll: true,
  });
  const { data: tripChats = [], isPending: tripChatsPending } = useTripChats({
    initialData: initialTripChats,
    poll: true,
  });
  const isPending = conversationsPending || tripChatsPending;
  const entries = inboxEntries(conversations, tripChats);
  const threadOpen = selectedId !== null;

  return (
    <>
      <h1 className={cn("mb-4 text-2xl font-bold text-foreground sm:text-3xl", threadOpen && "sr-only md:not-sr-only")}>
        Messages
      </h1>
      {!threadOpen && !isPending && entries.length === 0 ? (
        <NoConversations />
      ) : (
        <div
          className={cn(
            "grid min-h-[22rem] overflow-hidden rounded-2xl border border-border bg-surface shadow-sm md:h-[calc(100dvh-11rem)] md:grid-cols-[minmax(16rem,20rem)_1fr]",
            threadOpen ? "h-[calc(100dvh-9.5rem)]" : "h-[calc(100dvh-13.5rem)]",
          )}
        >
          <div className={cn("min-h-0 flex-col border-border md:flex md:border-r", threadOpen ? "hidden" : "flex")}>
            {isPending ? (
              <p role="status" className="p-4 text-sm text-muted">
                Loading conversations...
              </p>
            ) : entries.length === 0 ? (
              <p className="p-4 text-sm text-muted">No conversations yet</p>
            ) : (
              <ConversationList entries={entries} viewerId={viewerId} selectedId={selectedId} />
            )}
          </div>
          <div className={cn("min-h-0 min-w-0 flex-col md:flex", threadOpen ? "flex" : "hidden")}>{children}</div>
        </div>
      )}
    </>
  );
}
