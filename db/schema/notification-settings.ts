import { boolean, integer, pgTable } from "drizzle-orm/pg-core";
import { DEFAULT_NOTIFICATION_SETTINGS as DEFAULTS } from "@/lib/notification-settings/values";
import { updatedAt } from "./columns";
import { users } from "./users";

/**
 * A member's notification email switches (docs/api.md §16, "Notification emails"). No row means
 * the defaults: a row is written at the first change, so accounts need nothing at creation.
 */
export const notificationSettings = pgTable("notification_settings", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  emailPairingRequest: boolean("email_pairing_request").notNull().default(DEFAULTS.email_pairing_request),
  emailMatchCreated: boolean("email_match_created").notNull().default(DEFAULTS.email_match_created),
  emailMessage: boolean("email_message").notNull().default(DEFAULTS.email_message),
  emailTrip: boolean("email_trip").notNull().default(DEFAULTS.email_trip),
  emailProduct: boolean("email_product").notNull().default(DEFAULTS.email_product),
  updatedAt: updatedAt(),
});

export type NotificationSettingsRow = typeof notificationSettings.$inferSelect;
