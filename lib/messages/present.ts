import type { MessageRow } from "@/db/schema";
import type { MessageResponse } from "./contract";

export function presentMessage(message: MessageRow): MessageResponse {
  return {
    id: message.id,
    match_id: message.conversationId,
    sender_id: message.senderId,
    content: message.content,
    photo_url: message.photoUrl,
    is_read: message.isRead,
    client_id: message.clientId,
    created_at: message.createdAt.toISOString(),
  };
}
