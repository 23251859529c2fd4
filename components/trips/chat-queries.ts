import { api } from "@/components/data/api-client";
import { cursorQuery, type MessageCursor } from "@/components/messages/queries";
import type { MarkTripChatReadBody, SendTripMessageBody } from "@/lib/trip-chat/contract";

/**
 * The trip chat's calls (docs/api.md §6.4). New messages arrive as the live stream's `trip_message`
 * events (components/realtime); an open chat asks every 5 seconds only while the stream is down,
 * as a conversation does (docs/product.md §9).
 */
export const tripChatKey = (tripId: number) => ["trip-chat", tripId] as const;
/** Every trip's chat. */
export const TRIP_CHATS_KEY = ["trip-chat"] as const;

/**
 * The key of the mutations that end the viewer's chat (cancelling the trip, leaving it): while one
 * runs or once it succeeded, the chat stops asking, so the page that is about to move away does
 * not ask once more and get a 404.
 */
export const tripClosingKey = (tripId: number) => ["trip-closing", tripId] as const;

export function fetchTripMessages(tripId: number, cursor: MessageCursor = {}) {
  return api("GET /group-trips/{id}/messages", { params: { id: tripId }, query: cursorQuery(cursor) });
}

export const sendTripMessage = (tripId: number, body: SendTripMessageBody) =>
  api("POST /group-trips/{id}/messages", { params: { id: tripId }, body });

export const markTripChatRead = (tripId: number, body: MarkTripChatReadBody) =>
  api("POST /group-trips/{id}/messages/read", { params: { id: tripId }, body });
