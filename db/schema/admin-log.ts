import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { users } from "./users";

/**
 * What an admin did that cannot be undone or seen afterwards, such as removing a member's reference
 * (docs/decisions/030-reference-reports.md): who, what, on which row, and what the row said, kept when the
 * row and even the admin are gone.
 */
export const adminLog = pgTable(
  "admin_log",
  {
    id: id(),
    adminId: integer("admin_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: integer("target_id").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("admin_log_target_idx").on(t.targetType, t.targetId)],
);

export type AdminLogRow = typeof adminLog.$inferSelect;
