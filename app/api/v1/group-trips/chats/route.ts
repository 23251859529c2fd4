import { route } from "@/lib/http/route";
import { tripChatApi } from "@/lib/trip-chat/contract";
import { listTripChats } from "@/lib/trip-chat/service";

export const GET = route(tripChatApi.chats, ({ actor }) => listTripChats(actor));
