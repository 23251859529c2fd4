/** Notifications' contract (docs/product.md §7): the lists written once, for the db's checks, the API, the forms and the tests. */

export const NOTIFICATION_TYPES = [
  "pairing_request",
  "pairing_response",
  "match_created",
  "message",
  "trip_invite",
  "trip_request",
  "trip_response",
  "trip_cancelled",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
