import { route } from "@/lib/http/route";
import { tripChatApi } from "@/lib/trip-chat/contract";
import { countTripChatUnread } from "@/lib/trip-chat/service";

export const GET = route(tripChatApi.unreadCount, ({ actor, params }) => countTripChatUnread(actor, params.id));
