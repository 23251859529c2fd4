import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { REFERENCE_NOTE_MAX, REFERENCE_TEXT_MAX, REFERENCE_TEXT_MIN } from "@/lib/references/values";
import { createdAt, id } from "./columns";
import { groupTrips } from "./group-trips";
import { users } from "./users";

/**
 * A member's reference about another, for one stay they shared (docs/api.md §3.6). The stay is
 * named by `stay_key` ("trip:<id>", or "plans:<lower id>:<higher id>" for two overlapping plans),
 * the same for both writers, so the pair's two references find each other and one per writer and
 * stay is a unique index. Where and when the stay was is copied in: a plan edited or deleted later
 * does not change what the reference was about.
 */
export const memberReferences = pgTable(
  "member_references",
  {
    id: id(),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subjectId: integer("subject_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stayKey: text("stay_key").notNull(),
    tripId: integer("trip_id").references(() => groupTrips.id, { onDelete: "set null" }),
    tripTitle: text("trip_title"),
    destination: text("destination").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    // The last day either may write; after it the reference is shown whether or not the other wrote.
    windowEnds: date("window_ends", { mode: "string" }).notNull(),
    text: text("text").notNull(),
    metInPerson: boolean("met_in_person").notNull(),
    recommend: boolean("recommend").notNull(),
    // For the moderators only: never in a member's answer.
    privateNote: text("private_note"),
    // Set once, by whichever write completes the pair or by the sweep after the window; the
    // subject's notification goes with it.
    shownAt: timestamp("shown_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("member_references_one_per_stay_key").on(t.authorId, t.subjectId, t.stayKey),
    index("member_references_subject_idx").on(t.subjectId, t.createdAt),
    index("member_references_hidden_idx")
      .on(t.windowEnds)
      .where(sql`${t.shownAt} is null`),
    check("member_references_not_self", sql`${t.authorId} <> ${t.subjectId}`),
    check(
      "member_references_text_length",
      sql`char_length(${t.text}) between ${sql.raw(String(REFERENCE_TEXT_MIN))} and ${sql.raw(String(REFERENCE_TEXT_MAX))}`,
    ),
    check(
      "member_references_note_length",
      sql`${t.privateNote} is null or char_length(${t.privateNote}) <= ${sql.raw(String(REFERENCE_NOTE_MAX))}`,
    ),
  ],
);

export type MemberReferenceRow = typeof memberReferences.$inferSelect;

/**
 * A member reminded to write about another for one stay (docs/api.md §3.6), whether or not the other
 * wrote: the key is what holds "once", however often or concurrently the sweep runs.
 */
export const referenceReminders = pgTable(
  "reference_reminders",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    otherId: integer("other_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stayKey: text("stay_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.otherId, t.stayKey] }),
    index("reference_reminders_other_idx").on(t.otherId),
  ],
);
