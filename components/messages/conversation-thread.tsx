"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { notificationKeys } from "@/components/notifications/queries";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { Conversation } from "@/lib/conversations/contract";
import type { Message } from "@/lib/conversations/contract";
import { ClosedConversation } from "./empty-states";
import { messageKeys } from "./queries";
import { ThreadView } from "./thread-view";
import { useConversations } from "./use-conversations";
import { isGone, useThread } from "./use-thread";

export type InitialThread = { messages: Message[] } | "gone";

/**
 * The right-hand side of Messaging for one conversation: loads it (or takes the server's first
 * page), polls it, and shows why when it is gone (closed when the match or friendship ended).
 */
export function ConversationThread({
  matchId,
  viewerId,
  initial,
  initialConversation,
}: {
  matchId: number;
  viewerId: number;
  initial?: InitialThread;
  initialConversation?: Conversation;
}) {
  const queryClient = useQueryClient();
  const [sendFoundItGone, setSendFoundItGone] = useState(false);
  const goneFromStart = initial === "gone";
  const thread = useThread(matchId, viewerId, {
    initialMessages: goneFromStart ? undefined : initial?.messages,
    enabled: !goneFromStart,
  });
  const gone = goneFromStart || sendFoundItGone || isGone(thread.query.error);

  const conversations = useConversations();
  const conversation = conversations.data?.find((entry) => entry.id === matchId) ?? initialConversation;

  // A conversation opened a moment ago may not be in the cached list yet: ask once more.
  const askedAgain = useRef(false);
  useEffect(() => {
    if (conversation || gone || askedAgain.current || !conversations.isSuccess) return;
    askedAgain.current = true;
    void conversations.refetch();
  }, [conversation, gone, conversations]);

  // A closed conversation leaves the list, and its notifications may have gone with it.
  useEffect(() => {
    if (!gone) return;
    void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  }, [gone, queryClient]);

  if (gone) return <ClosedConversation />;

  const data = thread.query.data;
  if (!data) {
    if (thread.query.isError) {
      return (
        <div className="flex h-full flex-col items-center justify-center gap-3 p-6">
          <Alert tone="error">Failed to load messages</Alert>
          <Button variant="secondary" size="sm" onClick={() => void thread.query.refetch()}>
            Retry
          </Button>
        </div>
      );
    }
    return (
      <p role="status" className="flex h-full items-center justify-center gap-2 text-muted">
        <Spinner /> Loading messages...
      </p>
    );
  }

  return (
    <ThreadView
      matchId={matchId}
      viewerId={viewerId}
      conversation={conversation}
      data={data}
      onLoadOlder={async (keepPosition) => {
        keepPosition();
        try {
          await thread.loadOlder();
        } catch (error) {
          console.error("Failed to load older messages", error);
          toast.error("Failed to load older messages");
        }
      }}
      loadingOlder={thread.loadingOlder}
      onSent={thread.addMessage}
      onMarkedRead={thread.markReadLocally}
      onGone={() => setSendFoundItGone(true)}
    />
  );
}
