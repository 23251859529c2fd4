import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ConversationThread, type InitialThread } from "@/components/messages/conversation-thread";
import { AppError } from "@/lib/errors/app-error";
import { listMessages } from "@/lib/messages/service";
import { requireMember } from "../../require-member";
import { conversationsOf } from "../conversations";

export const metadata: Metadata = { title: "Messages" };

type Props = { params: Promise<{ matchId: string }> };

const MAX_ID = 2_147_483_647;

/** /app/messages/{matchId}: the thread's latest page comes with the page; a closed one says so (404 → "gone"). */
export default async function ConversationPage({ params }: Props) {
  const actor = await requireMember();
  const { matchId } = await params;
  const id = Number(matchId);
  if (!/^[1-9]\d*$/.test(matchId) || id > MAX_ID) notFound();

  let initial: InitialThread;
  try {
    initial = { messages: await listMessages(actor, id) };
  } catch (error) {
    if (!(error instanceof AppError && error.code === "not_found")) throw error;
    initial = "gone";
  }
  const conversation = (await conversationsOf(actor)).find((entry) => entry.id === id);

  // Keyed by id: moving to another thread starts a fresh one (scroll, composer, read marks).
  return (
    <ConversationThread
      key={id}
      matchId={id}
      viewerId={actor.id}
      initial={initial}
      initialConversation={conversation}
    />
  );
}
