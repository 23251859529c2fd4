import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { NOTIFICATION_TYPES } from "@/lib/notifications/contract";
import { NOTIFICATION_EMAIL_STATES, type NotificationEmailState } from "@/lib/notification-settings/values";
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
    // Its email (docs/api.md §16, "Notification emails"): null while it may still be emailed,
    // "sent" once queued, "skipped" when its type was off or its owner could not be emailed.
    emailState: text("email_state").$type<NotificationEmailState>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.id),
    // One unread "message" notification per conversation and recipient.
    uniqueIndex("notifications_one_unread_message_key")
      .on(t.userId, t.relatedMatchId)
      .where(sql`${t.type} = 'message' and not ${t.isRead}`),
    // One unread "trip_message" notification per trip chat and participant (docs/api.md §6.4).
    uniqueIndex("notifications_one_unread_trip_message_key")
      .on(t.userId, t.relatedTripId)
      .where(sql`${t.type} = 'trip_message' and not ${t.isRead}`),
    // The email scan's queue: unread notifications not yet looked at, by age. Read ones leave it.
    index("notifications_email_due_idx")
      .on(t.createdAt)
      .where(sql`${t.emailState} is null and not ${t.isRead}`),
    check("notifications_email_state", oneOf(t.emailState, NOTIFICATION_EMAIL_STATES)),
    check("notifications_type", oneOf(t.type, NOTIFICATION_TYPES)),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
