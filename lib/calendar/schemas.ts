import { z } from "zod";
import type { CalendarConnectionRow } from "@/db/schema";
import { fieldMessages } from "@/lib/contract/messages";

export const EventsQuery = z.object({
  days_ahead: z.coerce
    .number({ error: "days_ahead must be a number of days" })
    .int("days_ahead must be a whole number of days")
    .min(1, "days_ahead must be between 1 and 365")
    .max(365, "days_ahead must be between 1 and 365")
    .default(365),
});
export type EventsQuery = z.infer<typeof EventsQuery>;

export const ImportBody = z.object({
  event_ids: z
    .array(z.number({ error: "Event ids must be numbers" }).int().positive(), { error: fieldMessages({ required: "Select at least one event to import", invalid: "event_ids must be a list of event ids" }) })
    .min(1, "Select at least one event to import")
    .max(500, "Import at most 500 events at a time"),
  plan_type: z.enum(["solo", "group"], { error: "plan_type must be solo or group" }).default("solo"),
});
export type ImportBody = z.infer<typeof ImportBody>;

export const CallbackQuery = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});
export type CallbackQuery = z.infer<typeof CallbackQuery>;

export const FeedParams = z.object({
  // The URL ends in ".ics" for calendar apps that look at it; the token is what comes before.
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}(\.ics)?$/)
    .transform((value) => value.replace(/\.ics$/, "")),
});

export const AutoSyncQuery = z.object({
  batch_size: z.coerce.number().int().min(1).max(50).default(5),
});

/** A sync still marked running after this long is reported as failed (its server went away). */
const STALE_AFTER_MS = 10 * 60 * 1000;

export type CalendarStatus = {
  connected: boolean;
  enabled: boolean;
  last_sync: string | null;
  sync_status: "idle" | "syncing" | "error";
  sync_error?: string | null;
};

/** docs/api.md §8's status; a connected calendar also says why its last sync failed. */
export function presentStatus(connection: CalendarConnectionRow | undefined, now = Date.now()): CalendarStatus {
  if (!connection) return { connected: false, enabled: false, last_sync: null, sync_status: "idle" };
  const stale = connection.syncStatus === "syncing" && (!connection.syncStartedAt || now - connection.syncStartedAt.getTime() > STALE_AFTER_MS);
  return {
    connected: true,
    enabled: connection.enabled,
    last_sync: connection.lastSync?.toISOString() ?? null,
    sync_status: stale ? "error" : (connection.syncStatus as CalendarStatus["sync_status"]),
    sync_error: stale ? "The last sync did not finish. Please try again." : connection.syncError,
  };
}
