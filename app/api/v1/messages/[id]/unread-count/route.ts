import { route } from "@/lib/http/route";
import { messagesApi } from "@/lib/messages/contract";
import { countUnreadMessages } from "@/lib/messages/service";

// GET /messages/{matchId}/unread-count
export const GET = route(messagesApi.unreadCountOf, ({ actor, params }) => countUnreadMessages(actor, params.id));
