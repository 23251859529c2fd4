import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { users } from "./users";

export const inviteCodes = pgTable(
  "invite_codes",
  {
    id: id(),
    code: text("code").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    isSingleUse: boolean("is_single_use").notNull().default(true),
    isActive: boolean("is_active").notNull().default(true),
    // How many accounts registered with it; a single-use code is spent once this is 1.
    useCount: integer("use_count").notNull().default(0),
    // The latest account that used it (the only one for a single-use code).
    usedBy: integer("used_by").references(() => users.id, { onDelete: "set null" }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    // Made by a member through POST /invites (capped, and its users record who invited them) rather than by an admin.
    byMember: boolean("by_member").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // The member's "unused codes" count for the cap of docs/api.md §2.6.
    index("invite_codes_member_idx")
      .on(t.createdBy)
      .where(sql`${t.byMember}`),
    uniqueIndex("invite_codes_code_key").on(t.code),
    check("invite_codes_single_use_once", sql`not ${t.isSingleUse} or ${t.useCount} <= 1`),
    check("invite_codes_use_count_positive", sql`${t.useCount} >= 0`),
  ],
);

export type InviteCodeRow = typeof inviteCodes.$inferSelect;
