"use client";

import { useMutationState, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "@/components/data/api-client";
import { MessageBubble } from "@/components/messages/message-bubble";
import { MessageComposer } from "@/components/messages/message-composer";
import { NewMessagesPill } from "@/components/messages/new-messages-pill";
import { OutboxMessages } from "@/components/messages/outbox-messages";
import { useOutbox } from "@/components/messages/use-outbox";
import { MESSAGE_POLL_MS, mergeMessages } from "@/components/messages/queries";
import { useThreadScroll } from "@/components/messages/use-thread-scroll";
import { notificationKeys } from "@/components/notifications/queries";
import { refetchWhileSignedIn, usePollWhileDown } from "@/components/realtime/stream-status";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import type { TripMessage } from "@/lib/trip-chat/contract";
import { THREAD_PAGE } from "@/lib/messages/values";
import { fetchTripMessages, markTripChatRead, sendTripMessage, tripChatKey, tripClosingKey } from "./chat-queries";
import { tripQueryKey } from "./trip-format";

type ChatData = { messages: TripMessage[]; hasOlder: boolean };

const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The trip page's Chat (docs/product.md §2.6): one conversation for the trip's accepted people,
 * the host included. The messages, text and photos, with each sender's name; the composer of
 * Messages. New messages come with the live stream's `trip_message` events (polling every 5 s only
 * while the stream is down, as a conversation does). What is
 * on screen while the tab is visible is marked read, which also settles the chat's notification.
 */
export function TripChat({ tripId, viewerId }: { tripId: number; viewerId: number }) {
  const queryClient = useQueryClient();
  const key = tripChatKey(tripId);
  const [gone, setGone] = useState(false);
  // The viewer is cancelling or leaving the trip: stop asking (the page moves away next).
  const closing =
    useMutationState({
      filters: {
        mutationKey: tripClosingKey(tripId),
        predicate: (mutation) => mutation.state.status === "pending" || mutation.state.status === "success",
      },
    }).length > 0;

  const pollMs = usePollWhileDown(MESSAGE_POLL_MS);
  const query = useQuery({
    queryKey: key,
    queryFn: async (): Promise<ChatData> => {
      const cached = queryClient.getQueryData<ChatData>(key);
      const newest = cached?.messages.at(-1)?.id;
      if (!cached || newest === undefined) {
        const messages = await fetchTripMessages(tripId);
        return { messages, hasOlder: messages.length >= THREAD_PAGE };
      }
      const fresh = await fetchTripMessages(tripId, { afterId: newest });
      const latest = queryClient.getQueryData<ChatData>(key) ?? cached;
      return { ...latest, messages: mergeMessages(latest.messages, fresh) };
    },
    staleTime: MESSAGE_POLL_MS,
    refetchInterval: (current) => (isGone(current.state.error) || gone || closing ? false : pollMs),
    refetchOnWindowFocus: refetchWhileSignedIn,
    refetchOnReconnect: refetchWhileSignedIn,
    retry: (failures, error) => !isGone(error) && failures < 1,
    enabled: !gone && !closing,
  });

  // The chat is gone (the member left or was removed, or the trip was cancelled): the trip shows why.
  const chatGone = gone || isGone(query.error);
  useEffect(() => {
    if (chatGone) void queryClient.invalidateQueries({ queryKey: tripQueryKey(tripId) });
  }, [chatGone, queryClient, tripId]);

  if (chatGone) return <p className="text-sm text-muted">This chat is no longer available.</p>;
  if (!query.data) {
    if (query.isError) {
      return (
        <div className="flex flex-col items-start gap-3">
          <Alert tone="error">Failed to load messages</Alert>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      );
    }
    return (
      <p role="status" className="flex items-center gap-2 text-muted">
        <Spinner /> Loading messages...
      </p>
    );
  }
  return <ChatView tripId={tripId} viewerId={viewerId} data={query.data} onGone={() => setGone(true)} />;
}

function ChatView({
  tripId,
  viewerId,
  data,
  onGone,
}: {
  tripId: number;
  viewerId: number;
  data: ChatData;
  onGone: () => void;
}) {
  const queryClient = useQueryClient();
  const key = tripChatKey(tripId);
  const { messages, hasOlder } = data;
  const { scrollerRef, contentRef, onScroll, showPill, scrollToBottom, keepPositionForOlder } = useThreadScroll(
    messages,
    viewerId,
  );
  const [loadingOlder, setLoadingOlder] = useState(false);

  // The newest message of the others, once on screen in a visible tab, moves the read mark there.
  const newestOthers = [...messages].reverse().find((message) => message.sender_id !== viewerId)?.id;
  const marked = useRef(0);
  useEffect(() => {
    const root = scrollerRef.current;
    if (
      newestOthers === undefined ||
      newestOthers <= marked.current ||
      !root ||
      typeof IntersectionObserver === "undefined"
    )
      return;
    const target = root.querySelector(`[data-message-id="${newestOthers}"]`);
    if (!target) return;
    let seen = false;
    function mark() {
      if (!seen || document.visibilityState !== "visible" || newestOthers! <= marked.current) return;
      marked.current = newestOthers!;
      markTripChatRead(tripId, { message_id: newestOthers })
        .then(() =>
          Promise.all([
            queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
            // The chat's unread count on the trip (by its heading) is read again.
            queryClient.invalidateQueries({ queryKey: tripQueryKey(tripId), exact: true }),
          ]),
        )
        .catch((error) => {
          marked.current = 0;
          console.error("Failed to mark the trip chat read", error);
        });
    }
    const observer = new IntersectionObserver(
      (entries) => {
        seen = entries.some((entry) => entry.isIntersecting);
        mark();
      },
      { root, rootMargin: "-16px 0px" },
    );
    observer.observe(target);
    document.addEventListener("visibilitychange", mark);
    return () => {
      observer.disconnect();
      document.removeEventListener("visibilitychange", mark);
    };
  }, [newestOthers, scrollerRef, tripId, queryClient]);

  const loadOlder = useCallback(async () => {
    const first = messages[0];
    if (!first) return;
    keepPositionForOlder();
    setLoadingOlder(true);
    try {
      const older = await fetchTripMessages(tripId, { beforeId: first.id });
      queryClient.setQueryData<ChatData>(key, (current) =>
        current ? { messages: mergeMessages(current.messages, older), hasOlder: older.length >= THREAD_PAGE } : current,
      );
    } catch (error) {
      console.error("Failed to load older messages", error);
      toast.error("Failed to load older messages");
    } finally {
      setLoadingOlder(false);
    }
  }, [messages, keepPositionForOlder, tripId, queryClient, key]);

  function sent(message: TripMessage) {
    queryClient.setQueryData<ChatData>(key, (current) => ({
      messages: mergeMessages(current?.messages ?? [], [message]),
      hasOlder: current?.hasOlder ?? false,
    }));
  }

  // As in a conversation: what the member wrote waits in the outbox until the server has it.
  const outbox = useOutbox<TripMessage>({
    scope: `${viewerId}:trip:${tripId}`,
    thread: messages,
    send: (body) => sendTripMessage(tripId, body),
    onSent: sent,
    onGone,
  });
  const { unsent } = outbox;

  return (
    <div className="flex flex-col overflow-hidden rounded-xl border border-border">
      <div className="relative">
        <div
          ref={scrollerRef}
          onScroll={onScroll}
          role="log"
          aria-label="Trip chat messages"
          tabIndex={0}
          className="h-80 overflow-y-auto px-3 py-4 [overflow-anchor:none] sm:h-96 sm:px-4"
        >
          <div ref={contentRef} className="flex flex-col gap-3">
            {hasOlder && (
              <div className="flex justify-center">
                <Button
                  variant="secondary"
                  size="sm"
                  loading={loadingOlder}
                  loadingText="Loading older messages..."
                  onClick={() => void loadOlder()}
                >
                  Load older messages
                </Button>
              </div>
            )}
            {messages.length === 0 ? (
              unsent.length === 0 && (
                <p className="py-10 text-center text-sm text-muted">No messages yet. Say hello to the group!</p>
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
                      senderName={own ? "You" : message.sender_name}
                      showSender
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
        label="Send a message to the trip"
      />
    </div>
  );
}
