import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { REPORT_KINDS, REPORT_REASONS, REPORT_RESOLUTIONS, REPORT_STATUSES } from "@/lib/safety/contract";
import { createdAt, id, oneOf } from "./columns";
import { memberReferences } from "./references";
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

/**
 * A member's report about another, for the admins' moderation queue; or a reference that did not
 * recommend its subject or carried a note for the moderators, queued by writing it: then the
 * reporter is its author, the reported member its subject, and the note its private note.
 */
export const reports = pgTable(
  "reports",
  {
    id: id(),
    reporterId: integer("reporter_id").references(() => users.id, { onDelete: "set null" }),
    reportedId: integer("reported_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull().default("member"),
    // A reference's report: the reference, until it is deleted (its note stays in `note`).
    referenceId: integer("reference_id").references(() => memberReferences.id, { onDelete: "set null" }),
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
    index("reports_reference_idx").on(t.referenceId),
    check("reports_kind", oneOf(t.kind, REPORT_KINDS)),
    check("reports_reason", oneOf(t.reason, REPORT_REASONS)),
    check("reports_status", oneOf(t.status, REPORT_STATUSES)),
    check("reports_resolution", sql`${t.resolution} is null or ${oneOf(t.resolution, REPORT_RESOLUTIONS)}`),
    check("reports_note_length", sql`${t.note} is null or char_length(${t.note}) <= 2000`),
  ],
);

export type ReportRow = typeof reports.$inferSelect;
