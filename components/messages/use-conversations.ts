"use client";

import { useQuery } from "@tanstack/react-query";
import type { Conversation } from "@/lib/conversations/contract";
import { CONVERSATION_POLL_MS, fetchConversations, messageKeys } from "./queries";

/** The member's conversations, shared by the list and the open thread (one cache entry). */
export function useConversations({ initialData, poll = false }: { initialData?: Conversation[]; poll?: boolean } = {}) {
  return useQuery({
    queryKey: messageKeys.conversations,
    queryFn: fetchConversations,
    initialData,
    staleTime: CONVERSATION_POLL_MS,
    refetchInterval: poll ? CONVERSATION_POLL_MS : false,
  });
}
