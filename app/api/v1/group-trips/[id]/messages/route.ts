import { route } from "@/lib/http/route";
import { tripChatApi } from "@/lib/trip-chat/contract";
import { listTripMessages, sendTripMessage } from "@/lib/trip-chat/service";

export const GET = route(tripChatApi.list, ({ actor, params, query }) => listTripMessages(actor, params.id, query));

// 201 for a new message, 200 when a send with the same client_id already made it (docs/api.md §6.4).
export const POST = route(tripChatApi.send, async ({ actor, params, body }) => {
  const { message, created } = await sendTripMessage(actor, params.id, body);
  return Response.json(message, { status: created ? 201 : 200 });
});
