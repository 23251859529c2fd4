"use client";

import { useQuery } from "@tanstack/react-query";
import { refetchWhileSignedIn, usePollWhileDown } from "@/components/realtime/stream-status";
import { CONVERSATION_POLL_MS, fetchUnreadMessages, messageKeys } from "./queries";

/**
 * How many messages the member has not read, for the Messages badge of both navigations (one
 * cache entry). The stream's `unread` event sets it; while the stream is down it is asked for at
 * the unread-count pace (docs/product.md §7).
 */
export function useUnreadMessages(initialCount?: number): number {
  const interval = usePollWhileDown(CONVERSATION_POLL_MS);
  const { data = 0 } = useQuery({
    queryKey: messageKeys.unreadCount,
    queryFn: fetchUnreadMessages,
    initialData: initialCount,
    staleTime: CONVERSATION_POLL_MS,
    refetchInterval: interval,
    refetchOnWindowFocus: refetchWhileSignedIn,
    refetchOnReconnect: refetchWhileSignedIn,
  });
  return data;
}
