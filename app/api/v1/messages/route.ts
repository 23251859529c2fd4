import { route } from "@/lib/http/route";
import { messagesApi } from "@/lib/messages/contract";
import { sendMessage } from "@/lib/messages/service";

// 201 for a new message, 200 when a send with the same client_id already made it (docs/api.md §5.3).
export const POST = route(messagesApi.send, async ({ actor, body }) => {
  const { message, created } = await sendMessage(actor, body);
  return Response.json(message, { status: created ? 201 : 200 });
});
