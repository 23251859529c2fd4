import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./users";

export const SESSION_KINDS = ["cookie", "bearer"] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

/**
 * Every sign-in, the browser's cookie or an API token (docs/decisions/003-revocable-sessions.md).
 * The token carries the id sealed inside it; a row that is gone or expired makes the token
 * worthless. Deleting the user deletes their sessions.
 */
export const sessions = pgTable(
  "sessions",
  {
    // 128 random bits, base64url: unguessable, though knowing one forges nothing (the token is sealed).
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<SessionKind>().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).defaultNow().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
  },
  (t) => [
    index("sessions_user_idx").on(t.userId),
    check("sessions_kind_known", sql`${t.kind} in ('cookie', 'bearer')`),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
