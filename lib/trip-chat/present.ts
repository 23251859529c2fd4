import type { TripMessageRow } from "@/db/schema";
import type { TripMessage } from "./contract";

export function presentTripMessage(message: TripMessageRow, senderName: string): TripMessage {
  return {
    id: message.id,
    group_trip_id: message.tripId,
    sender_id: message.senderId,
    sender_name: senderName,
    content: message.content,
    photo_url: message.photoUrl,
    created_at: message.createdAt.toISOString(),
  };
}
