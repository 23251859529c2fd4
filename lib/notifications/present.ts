import type { NotificationRow } from "@/db/schema";
import type { NotificationResponse, NotificationType } from "./contract";

export function presentNotification(row: NotificationRow): NotificationResponse {
  return {
    id: row.id,
    type: row.type as NotificationType,
    title: row.title,
    message: row.message,
    is_read: row.isRead,
    created_at: row.createdAt.toISOString(),
    related_match_id: row.relatedMatchId,
    related_trip_id: row.relatedTripId,
    related_user_id: row.relatedUserId,
  };
}
