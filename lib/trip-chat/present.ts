import type { TripMessageRow } from "@/db/schema";
import type { TripChatSummary, TripMessage } from "./contract";
import type { TripChatListRow } from "./queries";

export function presentTripMessage(message: TripMessageRow, senderName: string): TripMessage {
  return {
    id: message.id,
    group_trip_id: message.tripId,
    sender_id: message.senderId,
    sender_name: senderName,
    content: message.content,
    photo_url: message.photoUrl,
    client_id: message.clientId,
    created_at: message.createdAt.toISOString(),
  };
}

const iso = (value: Date | string) => new Date(value).toISOString();

export function presentTripChat(row: TripChatListRow): TripChatSummary {
  return {
    group_trip_id: row.group_trip_id,
    title: row.title,
    destination: row.destination,
    last_message: row.last_message ? { ...row.last_message, created_at: iso(row.last_message.created_at) } : null,
    unread_count: row.unread_count,
    last_activity_at: iso(row.last_activity_at),
  };
}
