import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { sessions } from "./sessions";
import { users } from "./users";

/**
 * Browser push (docs/api.md §18, docs/decisions/018-web-push.md). A subscription belongs to the
 * session that made it and ends with it: the session's row going (sign-out, ended from Settings,
 * a password change, deactivation, expiry) deletes it through the foreign key, so no path that
 * ends a session can forget it. The endpoint is unique, so the same browser subscribing for
 * another member (or session) moves it. `failures` counts sends that failed in a row; at
 * PUSH_MAX_FAILURES the subscription is dropped (docs/security.md, "Push").
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: id(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sessionId: text("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique("push_subscriptions_endpoint_key"),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    failures: integer("failures").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("push_subscriptions_user_idx").on(t.userId, t.id),
    index("push_subscriptions_session_idx").on(t.sessionId),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Pushes waiting to be sent: written in the transaction of the notification they announce (so a
 * rolled-back change sends nothing), taken and sent after commit by the push worker.
 */
export const pushQueue = pgTable("push_queue", {
  id: id(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  payload: jsonb("payload").$type<{ title: string; body: string; url: string; tag: string }>().notNull(),
  createdAt: createdAt(),
});

/**
 * Which server process holds an open event stream for which member (docs/decisions/018-web-push.md):
 * a row while the process has at least one, refreshed by that process every half minute. A row
 * not refreshed for a while belongs to a process that died and counts for nothing.
 */
export const streamPresence = pgTable(
  "stream_presence",
  {
    processId: text("process_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    seenAt: timestamp("seen_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    primaryKey({ name: "stream_presence_pkey", columns: [t.processId, t.userId] }),
    index("stream_presence_user_idx").on(t.userId),
  ],
);

/** Settings the server makes for itself and every process shares (the generated VAPID keys). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
  createdAt: createdAt(),
});
