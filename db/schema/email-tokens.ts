import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { EMAIL_TOKEN_PURPOSES } from "@/lib/accounts/values";
import { createdAt, id, oneOf } from "./columns";
import { users } from "./users";

/**
 * Emailed links that prove an address (docs/api.md §16, email confirmation and changing email):
 * `confirm` for the account's own address, `change` for `new_email`, which becomes the account's
 * address when the link is followed. As with password resets only the token's sha256 is kept, and a
 * link works once (used_at) until expires_at.
 */
export const emailTokens = pgTable(
  "email_tokens",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    newEmail: text("new_email"),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("email_tokens_hash_key").on(t.tokenHash),
    index("email_tokens_user_idx").on(t.userId),
    check("email_tokens_purpose", oneOf(t.purpose, EMAIL_TOKEN_PURPOSES)),
    // A change names the address it moves to; a confirmation never does.
    check("email_tokens_new_email", sql`(${t.purpose} = 'change') = (${t.newEmail} is not null)`),
  ],
);

export type EmailTokenRow = typeof emailTokens.$inferSelect;
