"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Link } from "@/components/ui/link";
import { useEffect, useRef, useState } from "react";
import { notificationKeys } from "@/components/notifications/queries";
import { Avatar } from "@/components/profile/avatar";
import { memberPath } from "@/components/public-profile/paths";
import { SafetyActions } from "@/components/safety/safety-actions";
import { Button } from "@/components/ui/button";
import { ArrowLeftIcon } from "@/components/ui/icons";
import type { Conversation } from "@/lib/conversations/contract";
import type { Message } from "@/lib/conversations/contract";
import { MessageBubble } from "./message-bubble";
import { MessageComposer } from "./message-composer";
import { NewMessagesPill } from "./new-messages-pill";
import { OutboxMessages } from "./outbox-messages";
import { markMessageRead, messageKeys, sendMessage } from "./queries";
import type { ThreadData } from "./use-thread";
import { useOutbox } from "./use-outbox";
import { useThreadScroll } from "./use-thread-scroll";

/** Read marks go out a few at a time, not a hundred at once. */
const READ_MARKS_AT_ONCE = 8;

async function markEachRead(ids: number[]): Promise<Set<number>> {
  const done = new Set<number>();
  for (let start = 0; start < ids.length; start += READ_MARKS_AT_ONCE) {
    const batch = ids.slice(start, start + READ_MARKS_AT_ONCE);
    const results = await Promise.allSettled(batch.map(markMessageRead));
    results.forEach((result, index) => {
      if (result.status === "fulfilled") done.add(batch[index]!);
      else console.error("Failed to mark a message read", result.reason);
    });
  }
  return done;
}

/**
 * The thread's read-state words (docs/product.md §2.8): "Read" once, under the latest of the
 * member's messages the other person has read, and "Sent" under the member's latest when that one
 * is not read yet.
 */
export function readStates(
  messages: readonly Pick<Message, "id" | "sender_id" | "is_read">[],
  viewerId: number,
): Map<number, "Read" | "Sent"> {
  const states = new Map<number, "Read" | "Sent">();
  for (let index = messages.length - 1; index >= 0; index--) {
    const message = messages[index]!;
    if (message.sender_id !== viewerId) continue;
    if (message.is_read) {
      states.set(message.id, "Read");
      break;
    }
    if (states.size === 0) states.set(message.id, "Sent");
  }
  return states;
}

type ThreadViewProps = {
  matchId: number;
  viewerId: number;
  conversation: Conversation | undefined;
  data: ThreadData;
  onLoadOlder: (keepPosition: () => void) => Promise<void>;
  loadingOlder: boolean;
  onSent: (message: Message) => void;
  onMarkedRead: (ids: ReadonlySet<number>) => void;
  onGone: () => void;
};

/** An open conversation: who it is with, the messages (a live log), and the composer. */
export function ThreadView({
  matchId,
  viewerId,
  conversation,
  data,
  onLoadOlder,
  loadingOlder,
  onSent,
  onMarkedRead,
  onGone,
}: ThreadViewProps) {
  const queryClient = useQueryClient();
  const { messages, hasOlder } = data;
  const { scrollerRef, contentRef, onScroll, showPill, scrollToBottom, keepPositionForOlder } = useThreadScroll(
    messages,
    viewerId,
  );
  const other = conversation?.other_user;
  const otherName = other?.name ?? "Conversation";
  const participant = conversation ? conversation.user1_id === viewerId || conversation.user2_id === viewerId : false;

  // "Read" sits under the latest of the member's messages the other person has read (kept live by
  // the stream's message_read events).
  const states = readStates(messages, viewerId);

  // What the member wrote waits in the outbox until the server has it (docs/product.md §2.8).
  const outbox = useOutbox<Message>({
    scope: `${viewerId}:conversation:${matchId}`,
    thread: messages,
    send: (body) => sendMessage({ match_id: matchId, ...body }),
    onSent: sent,
    onGone,
  });
  const { unsent } = outbox;

  // Where reading resumes, as it was when the thread opened (the divider stays put while read).
  const [firstUnreadAtOpen] = useState(
    () => messages.find((message) => message.sender_id !== viewerId && !message.is_read)?.id,
  );

  // The other person's unread messages are marked read once they are actually on screen: inside
  // the scrolled view while the tab is visible. Opening a thread alone marks nothing (docs/api.md §5).
  const marking = useRef(new Set<number>());
  useEffect(() => {
    const root = scrollerRef.current;
    if (!participant || !root || typeof IntersectionObserver === "undefined") return;
    const onScreen = new Set<number>();
    function markShown() {
      if (document.visibilityState !== "visible") return;
      const ids = [...onScreen].filter((id) => !marking.current.has(id));
      if (ids.length === 0) return;
      for (const id of ids) marking.current.add(id);
      void markEachRead(ids).then((done) => {
        for (const id of ids) if (!done.has(id)) marking.current.delete(id);
        if (done.size === 0) return;
        onMarkedRead(done);
        void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
        void queryClient.invalidateQueries({ queryKey: messageKeys.unreadCount });
        // Reading a conversation also settles its "message" notification on the server.
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      });
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = Number((entry.target as HTMLElement).dataset.messageId);
          if (entry.isIntersecting) onScreen.add(id);
          else onScreen.delete(id);
        }
        markShown();
      },
      // A sliver at the edge is not "shown": a message must be a little way into the view.
      { root, rootMargin: "-16px 0px" },
    );
    root.querySelectorAll("[data-unread-incoming]").forEach((element) => observer.observe(element));
    document.addEventListener("visibilitychange", markShown);
    return () => {
      observer.disconnect();
      document.removeEventListener("visibilitychange", markShown);
    };
  }, [messages, participant, scrollerRef, onMarkedRead, queryClient]);

  function sent(message: Message) {
    onSent(message);
    void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
  }

  return (
    <section aria-labelledby="thread-heading" className="flex h-full min-h-0 flex-col">
      <div className="flex items-center gap-3 border-b border-border px-3 py-2">
        <Link
          href="/app/messages"
          aria-label="Back to conversations"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-foreground hover:bg-surface-muted md:hidden"
        >
          <ArrowLeftIcon />
        </Link>
        {other && <Avatar id={other.id} name={other.name} photo={other.photos[0]} size="sm" />}
        <div className="min-w-0">
          <h2 id="thread-heading" tabIndex={-1} className="truncate font-semibold text-foreground">
            {other ? (
              <Link href={memberPath(other.id)} className="underline-offset-4 hover:underline">
                {otherName}
              </Link>
            ) : (
              otherName
            )}
          </h2>
          {conversation && (
            <p className="truncate text-xs text-muted">
              {conversation.relationship_type === "match" ? "Match" : "Friend"}
              {other?.handle && ` · @${other.handle}`}
            </p>
          )}
        </div>
        {other && (
          <div className="ml-auto flex shrink-0 gap-1">
            <SafetyActions person={other} redirectAfterBlock="/app/messages" variant="ghost" compactOnPhones />
          </div>
        )}
      </div>

      <div className="relative min-h-0 flex-1">
        <div
          ref={scrollerRef}
          onScroll={onScroll}
          role="log"
          aria-label={other ? `Messages with ${other.name}` : "Messages"}
          tabIndex={0}
          className="h-full overflow-y-auto px-3 py-4 [overflow-anchor:none] sm:px-4"
        >
          <div ref={contentRef} className="flex flex-col gap-3">
            {hasOlder && (
              <div className="flex justify-center">
                <Button
                  variant="secondary"
                  size="sm"
                  loading={loadingOlder}
                  loadingText="Loading older messages..."
                  onClick={() => void onLoadOlder(keepPositionForOlder)}
                >
                  Load older messages
                </Button>
              </div>
            )}
            {messages.length === 0 ? (
              unsent.length === 0 && (
                <p className="py-10 text-center text-sm text-muted">
                  No messages yet. Say hello{other ? ` to ${other.name}` : ""}!
                </p>
              )
            ) : (
              <ol className="flex flex-col gap-2">
                {messages.map((message) => {
                  const own = message.sender_id === viewerId;
                  return (
                    <MessageBubble
                      key={message.id}
                      message={message}
                      own={own}
                      senderName={own ? "You" : otherName}
                      startsUnread={message.id === firstUnreadAtOpen}
                      status={states.get(message.id)}
                    />
                  );
                })}
              </ol>
            )}
            <OutboxMessages entries={unsent} onRetry={outbox.retry} onDiscard={outbox.discard} />
          </div>
        </div>
        {showPill && <NewMessagesPill onClick={() => scrollToBottom(true)} />}
      </div>

      <MessageComposer
        send={(body) => {
          outbox.enqueue(body);
          requestAnimationFrame(() => scrollToBottom());
        }}
      />
    </section>
  );
}
