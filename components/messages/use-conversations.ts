"use client";

import { useQuery } from "@tanstack/react-query";
import { refetchWhileSignedIn, usePollWhileDown } from "@/components/realtime/stream-status";
import type { Conversation } from "@/lib/conversations/contract";
import type { TripChatSummary } from "@/lib/trip-chat/contract";
import { CONVERSATION_POLL_MS, fetchConversations, fetchTripChats, messageKeys } from "./queries";

/**
 * The member's conversations, shared by the list and the open thread (one cache entry). The live
 * stream keeps it current; `poll` asks every 12 s only while the stream is down (docs/product.md §7).
 */
export function useConversations({ initialData, poll = false }: { initialData?: Conversation[]; poll?: boolean } = {}) {
  return useQuery({
    queryKey: messageKeys.conversations,
    queryFn: fetchConversations,
    initialData,
    ...useInboxFreshness(poll),
  });
}

/**
 * The member's trip chats for the Messages list, kept as the conversations are (a `trip_message` event reads them
 * again).
 */
export function useTripChats({ initialData, poll = false }: { initialData?: TripChatSummary[]; poll?: boolean } = {}) {
  return useQuery({
    queryKey: messageKeys.tripChats,
    queryFn: fetchTripChats,
    initialData,
    ...useInboxFreshness(poll),
  });
}

/** How the inbox's lists stay current: fresh for one poll's time, polled only while the stream is down and asked. */
function useInboxFreshness(poll: boolean) {
  const interval = usePollWhileDown(CONVERSATION_POLL_MS);
  return {
    staleTime: CONVERSATION_POLL_MS,
    refetchInterval: poll ? interval : (false as const),
    refetchOnWindowFocus: refetchWhileSignedIn,
    refetchOnReconnect: refetchWhileSignedIn,
  };
}
