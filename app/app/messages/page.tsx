import type { Metadata } from "next";
import { NoConversationSelected } from "@/components/messages/empty-states";
import { requireMember } from "../require-member";

export const metadata: Metadata = { title: "Messages" };

/** /app/messages: the list (from the layout) and, on wide screens, an invitation to pick one. */
export default async function MessagesPage() {
  await requireMember();
  return <NoConversationSelected />;
}
