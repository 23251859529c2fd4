import { route } from "@/lib/http/route";
import { tripChatApi } from "@/lib/trip-chat/contract";
import { listTripMessages, sendTripMessage } from "@/lib/trip-chat/service";

export const GET = route(tripChatApi.list, ({ actor, params, query }) => listTripMessages(actor, params.id, query));

export const POST = route(tripChatApi.send, ({ actor, params, body }) => sendTripMessage(actor, params.id, body));
