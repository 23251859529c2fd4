import { cache } from "react";
import type { Actor } from "@/lib/auth/actor";
import { listConversations } from "@/lib/conversations/service";

/** The member's conversations, read once per request: the layout's list and the thread page's header share it. */
export const conversationsOf = cache((actor: Actor) => listConversations(actor));
