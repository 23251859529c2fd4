import type { NotificationType } from "./contract";

/**
 * Where a notification leads (docs/product.md §2), for the bell and for notification emails:
 * messages and new matches to their conversation, pairing news to Relationships, trip news to the
 * trip (or to the trips being hosted when it has none, e.g. a cancelled trip that no longer exists).
 */
export function notificationTarget(notification: {
  type: NotificationType | string;
  related_match_id: number | null;
  related_trip_id: number | null;
  related_user_id?: number | null;
}): string {
  switch (notification.type) {
    case "message":
    case "match_created":
      return notification.related_match_id ? `/app/messages/${notification.related_match_id}` : "/app/messages";
    case "trip_message":
      return notification.related_trip_id
        ? `/app/travel-plans/group-trip/${notification.related_trip_id}#chat`
        : "/app/travel-plans";
    case "reference_shown":
      return "/app/profile#references";
    case "reference_reminder":
      return notification.related_user_id ? `/app/user/${notification.related_user_id}#references` : "/app/profile";
    case "pairing_request":
    case "pairing_response":
      return "/app/matches";
    default:
      if (notification.type.startsWith("trip_")) {
        return notification.related_trip_id
          ? `/app/travel-plans/group-trip/${notification.related_trip_id}`
          : "/app/travel-plans?tab=hosting";
      }
      return "/app";
  }
}
