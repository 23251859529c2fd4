import "server-only";
import { unstable_rethrow } from "next/navigation";
import type { Actor } from "@/lib/auth/actor";
import { countUnreadMessages } from "@/lib/messages/service";
import { countUnreadNotifications } from "@/lib/notifications/service";

export type UnreadCounts = { messages?: number; notifications?: number };

async function count(what: string, read: () => Promise<{ count: number }>): Promise<number | undefined> {
  try {
    return (await read()).count;
  } catch (error) {
    unstable_rethrow(error);
    console.error(`Failed to count unread ${what}`, error);
    return undefined;
  }
}

/**
 * The shell's badges (the bell and Messages) come with the page, then live from the event stream.
 * A failure here only means a badge asks for its number itself.
 */
export async function unreadCounts(actor: Actor): Promise<UnreadCounts> {
  const [messages, notifications] = await Promise.all([
    count("messages", () => countUnreadMessages(actor)),
    count("notifications", () => countUnreadNotifications(actor)),
  ]);
  return { messages, notifications };
}
