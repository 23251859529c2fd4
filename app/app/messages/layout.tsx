import type { ReactNode } from "react";
import { MessagesShell } from "@/components/messages/messages-shell";
import { listTripChats } from "@/lib/trip-chat/service";
import { requireMember } from "../require-member";
import { conversationsOf } from "./conversations";

/** Messaging keeps its conversation list mounted while the member moves from thread to thread. */
export default async function MessagesLayout({ children }: { children: ReactNode }) {
  const actor = await requireMember();
  return (
    <MessagesShell
      initialConversations={await conversationsOf(actor)}
      initialTripChats={await listTripChats(actor)}
      viewerId={actor.id}
    >
      {children}
    </MessagesShell>
  );
}
