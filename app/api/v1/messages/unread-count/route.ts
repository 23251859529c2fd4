import { route } from "@/lib/http/route";
import { messagesApi } from "@/lib/messages/contract";
import { countUnreadMessages } from "@/lib/messages/service";

export const GET = route(messagesApi.unreadCount, ({ actor }) => countUnreadMessages(actor));
