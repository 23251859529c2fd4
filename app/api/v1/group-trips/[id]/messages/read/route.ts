import { route } from "@/lib/http/route";
import { tripChatApi } from "@/lib/trip-chat/contract";
import { markTripChatRead } from "@/lib/trip-chat/service";

export const POST = route(tripChatApi.markRead, ({ actor, params, body }) => markTripChatRead(actor, params.id, body));
