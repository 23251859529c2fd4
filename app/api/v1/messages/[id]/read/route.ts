import { route } from "@/lib/http/route";
import { messagesApi } from "@/lib/messages/contract";
import { markRead } from "@/lib/messages/service";

// PUT /messages/{id}/read: the [id] segment is a message id here.
export const PUT = route(messagesApi.markRead, ({ actor, params }) => markRead(actor, params.id));
