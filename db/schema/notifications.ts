import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { conversations } from "./conversations";
import { groupTrips } from "./group-trips";
import { users } from "./users";

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

export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    relatedMatchId: integer("related_match_id").references(() => conversations.id, { onDelete: "cascade" }),
    relatedTripId: integer("related_trip_id").references(() => groupTrips.id, { onDelete: "set null" }),
    relatedUserId: integer("related_user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.id),
    // One unread "message" notification per conversation and recipient.
    uniqueIndex("notifications_one_unread_message_key")
      .on(t.userId, t.relatedMatchId)
      .where(sql`${t.type} = 'message' and not ${t.isRead}`),
    check(
      "notifications_type",
      sql`${t.type} in ('pairing_request', 'pairing_response', 'match_created', 'message', 'trip_invite', 'trip_request', 'trip_response', 'trip_cancelled')`,
    ),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
