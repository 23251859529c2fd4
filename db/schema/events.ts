import { bigint, check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { EVENT_TYPES, type EventType } from "@/lib/realtime/values";
import { createdAt, oneOf } from "./columns";
import { users } from "./users";

/**
 * The live stream's recent events (docs/decisions/017-event-stream.md): one row per recipient,
 * written in the transaction of the change, announced by NOTIFY after commit, kept 10 minutes for
 * replay after a reconnect and then pruned. `payload` is the presented body (the REST answer's
 * shape); an `unread` row has none: the counts are read when it is delivered.
 */
export const events = pgTable(
  "events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").$type<EventType>().notNull(),
    payload: jsonb("payload").$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("events_user_idx").on(t.userId, t.id),
    index("events_created_idx").on(t.createdAt),
    check("events_type_known", oneOf(t.type, EVENT_TYPES)),
  ],
);

export type EventRow = typeof events.$inferSelect;
