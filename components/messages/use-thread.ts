"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { ApiError } from "@/components/data/api-client";
import { refetchWhileSignedIn, usePollWhileDown } from "@/components/realtime/stream-status";
import type { Message } from "@/lib/conversations/contract";
import { THREAD_PAGE } from "@/lib/messages/values";
import { fetchMessages, MESSAGE_POLL_MS, mergeMessages, messageKeys } from "./queries";

export type ThreadData = { messages: Message[]; hasOlder: boolean };

/** How far back a poll may reach to refresh the read state of the member's own messages. */
const READ_STATE_WINDOW = 90;

export const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * Where the next poll starts. Normally after the newest message we hold; while some of the
 * member's own recent messages are still unread, just before the oldest of them, so that the
 * answer also brings their new "Read" state (after_id only returns newer messages).
 */
function pollCursor(messages: readonly Message[], viewerId: number): number {
  const newest = messages[messages.length - 1]!.id;
  const firstUnreadOwn = messages.findIndex((message) => message.sender_id === viewerId && !message.is_read);
  if (firstUnreadOwn >= 0 && messages.length - firstUnreadOwn <= READ_STATE_WINDOW)
    return messages[firstUnreadOwn]!.id - 1;
  return newest;
}

/**
 * One conversation's messages, kept in react-query's cache as a single growing list: the first
 * load takes the latest page, the live stream appends new messages and read marks
 * (components/realtime), while the stream is down a poll every 5 s merges in what came after
 * (docs/product.md §7, §9), "Load older" merges in the page before the first one, and a sent
 * message is appended at once.
 */
export function useThread(
  matchId: number,
  viewerId: number,
  { initialMessages, enabled = true }: { initialMessages?: Message[]; enabled?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const key = messageKeys.thread(matchId);
  const interval = usePollWhileDown(MESSAGE_POLL_MS);

  const query = useQuery({
    queryKey: key,
    queryFn: async (): Promise<ThreadData> => {
      const cached = queryClient.getQueryData<ThreadData>(key);
      if (!cached || cached.messages.length === 0) {
        const messages = await fetchMessages(matchId);
        // A message the live stream appended meanwhile stays (the answer may predate it).
        const arrived = queryClient.getQueryData<ThreadData>(key)?.messages ?? [];
        return { messages: mergeMessages(messages, arrived), hasOlder: messages.length >= THREAD_PAGE };
      }
      const cursor = pollCursor(cached.messages, viewerId);
      // after_id counts from 1: a cursor before the very first message means "the latest page".
      const fresh = await fetchMessages(matchId, cursor > 0 ? { afterId: cursor } : {});
      // Read the cache again: an older page or a sent message may have landed meanwhile.
      const latest = queryClient.getQueryData<ThreadData>(key) ?? cached;
      return { ...latest, messages: mergeMessages(latest.messages, fresh) };
    },
    initialData: initialMessages
      ? { messages: initialMessages, hasOlder: initialMessages.length >= THREAD_PAGE }
      : undefined,
    enabled,
    staleTime: MESSAGE_POLL_MS,
    refetchInterval: (current) => (isGone(current.state.error) ? false : interval),
    refetchOnWindowFocus: refetchWhileSignedIn,
    refetchOnReconnect: refetchWhileSignedIn,
    // A closed conversation (404) is final; anything else gets the usual single retry.
    retry: (failures, error) => !isGone(error) && failures < 1,
  });

  const [loadingOlder, setLoadingOlder] = useState(false);
  const loadOlder = useCallback(async () => {
    const threadKey = messageKeys.thread(matchId);
    const first = queryClient.getQueryData<ThreadData>(threadKey)?.messages[0];
    if (!first) return;
    setLoadingOlder(true);
    try {
      const older = await fetchMessages(matchId, { beforeId: first.id });
      queryClient.setQueryData<ThreadData>(threadKey, (current) =>
        current ? { messages: mergeMessages(current.messages, older), hasOlder: older.length >= THREAD_PAGE } : current,
      );
    } finally {
      setLoadingOlder(false);
    }
  }, [matchId, queryClient]);

  const addMessage = useCallback(
    (message: Message) =>
      queryClient.setQueryData<ThreadData>(messageKeys.thread(matchId), (current) => ({
        messages: mergeMessages(current?.messages ?? [], [message]),
        hasOlder: current?.hasOlder ?? false,
      })),
    [matchId, queryClient],
  );

  const markReadLocally = useCallback(
    (ids: ReadonlySet<number>) =>
      queryClient.setQueryData<ThreadData>(messageKeys.thread(matchId), (current) =>
        current
          ? {
              ...current,
              messages: current.messages.map((message) =>
                ids.has(message.id) ? { ...message, is_read: true } : message,
              ),
            }
          : current,
      ),
    [matchId, queryClient],
  );

  return { query, loadOlder, loadingOlder, addMessage, markReadLocally };
}
