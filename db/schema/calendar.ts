import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { EVENT_SOURCES, SYNC_STATUSES } from "@/lib/calendar/contract";
import { cities } from "./cities";
import { createdAt, id, oneOf } from "./columns";
import { groupTrips } from "./group-trips";
import { travelPlans } from "./travel-plans";
import { users } from "./users";

export const calendarConnections = pgTable(
  "calendar_connections",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull().default("google"),
    accessToken: text("access_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    // AES-GCM ciphertext: a database dump alone does not give access to anyone's calendar.
    refreshTokenEncrypted: text("refresh_token_encrypted"),
    enabled: boolean("enabled").notNull().default(true),
    lastSync: timestamp("last_sync", { withTimezone: true }),
    syncStatus: text("sync_status").notNull().default("idle"),
    syncError: text("sync_error"),
    // When the running sync began: a sync that died (a crashed server) stops blocking after a while.
    syncStartedAt: timestamp("sync_started_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("calendar_connections_user_provider_key").on(t.userId, t.provider),
    check("calendar_connections_sync_status", oneOf(t.syncStatus, SYNC_STATUSES)),
  ],
);

/** Events read from a connected calendar or an uploaded .ics file, kept for import. */
export const calendarEvents = pgTable(
  "calendar_events",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: text("source").notNull(),
    externalId: text("external_id").notNull(),
    // An .ics event's UID, shared by every occurrence of its series ("<uid>#<occurrence>"): what a
    // cancellation names. Null for Google events (Google drops cancelled ones itself).
    seriesId: text("series_id"),
    summary: text("summary"),
    description: text("description"),
    location: text("location"),
    startAt: timestamp("start_at", { withTimezone: true }),
    endAt: timestamp("end_at", { withTimezone: true }),
    startDate: date("start_date", { mode: "string" }),
    endDate: date("end_date", { mode: "string" }),
    isTravelEvent: boolean("is_travel_event").notNull().default(false),
    extractedDestination: text("extracted_destination"),
    extractedCityId: integer("extracted_city_id").references(() => cities.id, { onDelete: "set null" }),
    extractedArrivalDate: date("extracted_arrival_date", { mode: "string" }),
    extractedDepartureDate: date("extracted_departure_date", { mode: "string" }),
    importedPlanId: integer("imported_plan_id").references(() => travelPlans.id, { onDelete: "set null" }),
    importedTripId: integer("imported_trip_id").references(() => groupTrips.id, { onDelete: "set null" }),
    importedAt: timestamp("imported_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("calendar_events_source_key").on(t.userId, t.source, t.externalId),
    // One event makes at most one plan and one trip; a plan or trip comes from at most one event.
    uniqueIndex("calendar_events_imported_plan_key").on(t.importedPlanId),
    uniqueIndex("calendar_events_imported_trip_key").on(t.importedTripId),
    index("calendar_events_user_idx").on(t.userId, t.startDate),
    // A cancellation finds its series by UID, never by reading the member's other events.
    index("calendar_events_series_idx")
      .on(t.userId, t.seriesId)
      .where(sql`${t.seriesId} is not null`),
    // The sweep of past events (docs/security.md, "Counts") reads only what has ended.
    index("calendar_events_departure_idx").on(t.extractedDepartureDate),
    check("calendar_events_source", oneOf(t.source, EVENT_SOURCES)),
  ],
);

/**
 * The private token of a member's subscribable iCalendar feed; rotating replaces it. `token` holds
 * only its SHA-256 (hex): feeds are found by hash, so a database dump serves nobody's feed. The
 * owner's copy, to show the URL again, is sealed with the calendar key (lib/calendar/crypto.ts).
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    token: text("token").notNull(),
    tokenSealed: text("token_sealed"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("calendar_feeds_token_key").on(t.token)],
);

export type CalendarConnectionRow = typeof calendarConnections.$inferSelect;
export type CalendarEventRow = typeof calendarEvents.$inferSelect;
