import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { PAIRING_STATUSES, PAIRING_TYPES } from "@/lib/pairings/contract";
import { createdAt, id, oneOf, updatedAt } from "./columns";
import { users } from "./users";

export const pairings = pgTable(
  "pairings",
  {
    id: id(),
    // user1 asked, user2 was asked.
    user1Id: integer("user1_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    user2Id: integer("user2_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    relationshipType: text("relationship_type").notNull(),
    // What was asked for (match, friend or pass), kept when an answer changes the type: the
    // admin dashboard's "likes" count match requests ever sent.
    requestedType: text("requested_type").notNull().default("friend"),
    status: text("status").notNull().default("pending"),
    // On a pass: user2 passed on user1 too. A pass is user1's alone, and user2 never sees it
    // (docs/api.md §5.1), so two passes need this to show each member their own.
    bothPassed: boolean("both_passed").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One pairing per unordered pair: two requests racing each other cannot both be stored.
    uniqueIndex("pairings_pair_key").on(
      sql`least(${t.user1Id}, ${t.user2Id})`,
      sql`greatest(${t.user1Id}, ${t.user2Id})`,
    ),
    // A member's pairings with the other member, read from the index alone (discovery's exclusions
    // and its kept rankings' stamps, lib/discovery/queries.ts memberPairings); on user2's side with
    // what tells another's pass on the member, which is not theirs to see (docs/api.md §5.1).
    index("pairings_user1_idx").on(t.user1Id, t.id, t.user2Id),
    index("pairings_user2_idx").on(t.user2Id, t.id, t.user1Id, t.relationshipType, t.bothPassed),
    check("pairings_not_self", sql`${t.user1Id} <> ${t.user2Id}`),
    check("pairings_type", oneOf(t.relationshipType, PAIRING_TYPES)),
    check("pairings_requested_type", oneOf(t.requestedType, PAIRING_TYPES)),
    check("pairings_status", oneOf(t.status, PAIRING_STATUSES)),
    check("pairings_both_passed", sql`not ${t.bothPassed} or ${t.relationshipType} = 'pass'`),
  ],
);

export type PairingRow = typeof pairings.$inferSelect;

/**
 * When each member last lost a pairing (a request cancelled, a connection removed, the other's
 * account deleted), written by the database on every delete from pairings (migration 0036's
 * trigger): a kept Discover ranking made before it may leave out someone to be shown again
 * (docs/decisions/025). No foreign key: it is written while a member's account is being deleted.
 */
export const pairingRemovals = pgTable("pairing_removals", {
  userId: integer("user_id").primaryKey(),
  removedAt: timestamp("removed_at", { withTimezone: true }).notNull(),
});
