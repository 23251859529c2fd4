import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { SESSION_KINDS, type SessionKind } from "@/lib/sessions/contract";
import { createdAt, oneOf } from "./columns";
import { users } from "./users";

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
  (t) => [index("sessions_user_idx").on(t.userId), check("sessions_kind_known", oneOf(t.kind, SESSION_KINDS))],
);

export type SessionRow = typeof sessions.$inferSelect;
