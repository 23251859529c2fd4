import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import {
  PARTICIPANT_ROLES,
  PARTICIPANT_STATUSES,
  TRIP_STATUSES,
  TRIP_TYPES,
  TRIP_VISIBILITIES,
} from "@/lib/trips/contract";
import { cities } from "./cities";
import { createdAt, id, oneOf, updatedAt } from "./columns";
import { travelPlans } from "./travel-plans";
import { users } from "./users";

export const groupTrips = pgTable(
  "group_trips",
  {
    id: id(),
    creatorId: integer("creator_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    cityId: integer("city_id").references(() => cities.id, { onDelete: "set null" }),
    // A destination the data set lacks, kept as typed and placed at this listed place (docs/decisions/027).
    nearCityId: integer("near_city_id").references(() => cities.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description"),
    destination: text("destination").notNull(),
    // Nullable: the trip screen shows "Dates TBD" for a trip without dates.
    arrivalDate: date("arrival_date", { mode: "string" }),
    departureDate: date("departure_date", { mode: "string" }),
    tripType: text("trip_type").notNull().default("friends"),
    visibility: text("visibility").notNull().default("private"),
    maxParticipants: integer("max_participants"),
    budgetRange: text("budget_range"),
    activities: text("activities"),
    tripStyle: text("trip_style"),
    accommodationLink: text("accommodation_link"),
    workspaceLink: text("workspace_link"),
    status: text("status").notNull().default("planning"),
    // The solo plan this trip was converted from: a plan converts once.
    sourcePlanId: integer("source_plan_id").references(() => travelPlans.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("group_trips_creator_idx").on(t.creatorId),
    uniqueIndex("group_trips_source_plan_key").on(t.sourcePlanId),
    check("group_trips_near_city_only_unplaced", sql`${t.nearCityId} is null or ${t.cityId} is null`),
    check(
      "group_trips_dates_order",
      sql`${t.arrivalDate} is null or ${t.departureDate} is null or ${t.departureDate} >= ${t.arrivalDate}`,
    ),
    check("group_trips_type", oneOf(t.tripType, TRIP_TYPES)),
    check("group_trips_visibility", oneOf(t.visibility, TRIP_VISIBILITIES)),
    check("group_trips_status", oneOf(t.status, TRIP_STATUSES)),
    check("group_trips_max_participants", sql`${t.maxParticipants} is null or ${t.maxParticipants} >= 2`),
    check("group_trips_title_present", sql`length(btrim(${t.title})) > 0`),
  ],
);

export const tripParticipants = pgTable(
  "trip_participants",
  {
    id: id(),
    tripId: integer("trip_id")
      .notNull()
      .references(() => groupTrips.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("invited"),
    role: text("role").notNull().default("participant"),
    invitedAt: timestamp("invited_at", { withTimezone: true }).defaultNow().notNull(),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    // The trip chat's read mark (docs/api.md §6.4): the last trip message this participant has read.
    // It lives on the row, so leaving (the row is deleted) takes it along.
    chatReadId: integer("chat_read_id"),
    // The place in the trip's waitlist (docs/api.md §6.5): 1, 2, 3… with no gaps, set exactly while waitlisted.
    waitlistPosition: integer("waitlist_position"),
  },
  (t) => [
    uniqueIndex("trip_participants_trip_user_key").on(t.tripId, t.userId),
    uniqueIndex("trip_participants_one_host_key")
      .on(t.tripId)
      .where(sql`${t.role} = 'host'`),
    index("trip_participants_user_idx").on(t.userId),
    check("trip_participants_status", oneOf(t.status, PARTICIPANT_STATUSES)),
    check("trip_participants_role", oneOf(t.role, PARTICIPANT_ROLES)),
    check(
      "trip_participants_waitlist_position",
      sql`(${t.status} = 'waitlisted') = (${t.waitlistPosition} is not null) and ${t.waitlistPosition} > 0`,
    ),
    uniqueIndex("trip_participants_waitlist_position_key")
      .on(t.tripId, t.waitlistPosition)
      .where(sql`${t.waitlistPosition} is not null`),
  ],
);

/**
 * The trip chat (docs/api.md §6.4): one conversation per trip for its accepted participants. Its own
 * table, not `messages`: a message there belongs to a two-person conversation and carries one
 * `is_read`, while a trip message has many readers (read marks on trip_participants) and dies with
 * its trip.
 */
export const tripMessages = pgTable(
  "trip_messages",
  {
    id: id(),
    tripId: integer("trip_id")
      .notNull()
      .references(() => groupTrips.id, { onDelete: "cascade" }),
    senderId: integer("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull().default(""),
    photoUrl: text("photo_url"),
    // As a conversation's message: a retried send answers the message it already made (docs/api.md §6.4).
    clientId: text("client_id"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("trip_messages_client_id_key").on(t.tripId, t.senderId, t.clientId),
    check("trip_messages_client_id_length", sql`char_length(${t.clientId}) <= 64`),
    index("trip_messages_trip_idx").on(t.tripId, t.id),
    index("trip_messages_photo_url_idx")
      .on(t.photoUrl)
      .where(sql`${t.photoUrl} is not null`),
    check("trip_messages_content_length", sql`char_length(${t.content}) <= 5000`),
    check("trip_messages_not_empty", sql`length(btrim(${t.content})) > 0 or ${t.photoUrl} is not null`),
  ],
);

export type TripMessageRow = typeof tripMessages.$inferSelect;
export type GroupTripRow = typeof groupTrips.$inferSelect;
export type TripParticipantRow = typeof tripParticipants.$inferSelect;
