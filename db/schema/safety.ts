import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { users } from "./users";

/** One member blocking another. Either direction keeps the two apart everywhere. */
export const blocks = pgTable(
  "blocks",
  {
    blockerId: integer("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: integer("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index("blocks_blocked_idx").on(t.blockedId),
    check("blocks_not_self", sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

export const REPORT_REASONS = ["harassment", "spam", "fake_profile", "inappropriate_content", "safety_concern", "other"] as const;

/** A member's report about another, for the admins' moderation queue. */
export const reports = pgTable(
  "reports",
  {
    id: id(),
    reporterId: integer("reporter_id").references(() => users.id, { onDelete: "set null" }),
    reportedId: integer("reported_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    note: text("note"),
    status: text("status").notNull().default("open"),
    // What the admin did: the member deactivated, or the report dismissed.
    resolution: text("resolution"),
    resolvedBy: integer("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("reports_status_idx").on(t.status, t.id),
    check("reports_reason", sql`${t.reason} in ('harassment', 'spam', 'fake_profile', 'inappropriate_content', 'safety_concern', 'other')`),
    check("reports_status", sql`${t.status} in ('open', 'resolved')`),
    check("reports_resolution", sql`${t.resolution} is null or ${t.resolution} in ('deactivated', 'dismissed')`),
    check("reports_note_length", sql`${t.note} is null or char_length(${t.note}) <= 2000`),
  ],
);

export type ReportRow = typeof reports.$inferSelect;
