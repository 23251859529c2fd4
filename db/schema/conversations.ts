import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { pairings } from "./pairings";
import { users } from "./users";

/** A conversation; the API calls it a "match". It lives and dies with its pairing. */
export const conversations = pgTable(
  "conversations",
  {
    id: id(),
    pairingId: integer("pairing_id")
      .notNull()
      .references(() => pairings.id, { onDelete: "cascade" }),
    user1Id: integer("user1_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    user2Id: integer("user2_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).defaultNow().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("conversations_pairing_key").on(t.pairingId),
    index("conversations_user1_idx").on(t.user1Id, t.lastActivityAt),
    index("conversations_user2_idx").on(t.user2Id, t.lastActivityAt),
    check("conversations_not_self", sql`${t.user1Id} <> ${t.user2Id}`),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: id(),
    conversationId: integer("match_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: integer("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull().default(""),
    photoUrl: text("photo_url"),
    isRead: boolean("is_read").notNull().default(false),
    // The sender's own id for this send: a retried send answers the message it already made (docs/api.md §5.3).
    clientId: text("client_id"),
    createdAt: createdAt(),
  },
  (t) => [
    // NULLs are distinct: sends without a client id never meet here.
    uniqueIndex("messages_client_id_key").on(t.conversationId, t.senderId, t.clientId),
    check("messages_client_id_length", sql`char_length(${t.clientId}) <= 64`),
    index("messages_match_id_idx").on(t.conversationId, t.id),
    // Unread counts touch only unread rows, however long the conversation.
    index("messages_unread_idx")
      .on(t.conversationId, t.senderId)
      .where(sql`not ${t.isRead}`),
    // Deleting a photo message asks whether another message still shows that photo.
    index("messages_photo_url_idx")
      .on(t.photoUrl)
      .where(sql`${t.photoUrl} is not null`),
    check("messages_content_length", sql`char_length(${t.content}) <= 5000`),
    check("messages_not_empty", sql`length(btrim(${t.content})) > 0 or ${t.photoUrl} is not null`),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
