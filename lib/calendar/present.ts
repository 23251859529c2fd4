import type { CalendarConnectionRow, CalendarEventRow } from "@/db/schema";
import type { CalendarEvent, CalendarStatus, EventSource, SyncStatus } from "./contract";

/** A sync still marked running after this long is reported as failed (its server went away). */
const STALE_AFTER_MS = 10 * 60 * 1000;

/** docs/api.md §8's status; a connected calendar also says why its last sync failed. */
export function presentStatus(connection: CalendarConnectionRow | undefined, now = Date.now()): CalendarStatus {
  if (!connection) return { connected: false, enabled: false, last_sync: null, sync_status: "idle" };
  const stale =
    connection.syncStatus === "syncing" &&
    (!connection.syncStartedAt || now - connection.syncStartedAt.getTime() > STALE_AFTER_MS);
  return {
    connected: true,
    enabled: connection.enabled,
    last_sync: connection.lastSync?.toISOString() ?? null,
    sync_status: stale ? "error" : (connection.syncStatus as SyncStatus),
    sync_error: stale ? "The last sync did not finish. Please try again." : connection.syncError,
  };
}

/** docs/product.md §3's calendar event, plus where it came from and what was imported from it. */
export function presentEvent(row: CalendarEventRow): CalendarEvent {
  return {
    id: row.id,
    source: row.source as EventSource,
    summary: row.summary,
    description: row.description,
    location: row.location,
    // Every kept event has its local dates (lib/calendar/events.ts writes them), all-day or not.
    start: row.startAt ? { dateTime: row.startAt.toISOString() } : { date: row.startDate! },
    end: row.endAt ? { dateTime: row.endAt.toISOString() } : { date: row.endDate! },
    is_travel_event: row.isTravelEvent,
    extracted_destination: row.extractedDestination,
    extracted_arrival_date: row.extractedArrivalDate,
    extracted_departure_date: row.extractedDepartureDate,
    imported_plan_id: row.importedPlanId,
    imported_trip_id: row.importedTripId,
  };
}
