import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { NOTIFICATION_TYPES } from "@/lib/notifications/contract";
import { createdAt, id, oneOf } from "./columns";
import { conversations } from "./conversations";
import { groupTrips } from "./group-trips";
import { users } from "./users";

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
      oneOf(t.type, NOTIFICATION_TYPES),
    ),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
