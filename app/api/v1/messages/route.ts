import { route } from "@/lib/http/route";
import { messagesApi } from "@/lib/messages/contract";
import { sendMessage } from "@/lib/messages/service";

export const POST = route(messagesApi.send, ({ actor, body }) => sendMessage(actor, body));
