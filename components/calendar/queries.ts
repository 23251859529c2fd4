import { apiRequest } from "@/components/data/api-client";
import type { CalendarEventResponse } from "@/lib/calendar/events";
import type { ImportResult } from "@/lib/calendar/import";
import type { CalendarStatus } from "@/lib/calendar/schemas";

export type { CalendarEventResponse, CalendarStatus, ImportResult };
export type EventsResponse = {
  events: CalendarEventResponse[];
  total_events: number;
  /** Only in the answer of an .ics upload: the events of the file that could not be read. */
  skipped?: { uid: string | null; summary: string | null; reason: string }[];
};

export const STATUS_KEY = ["calendar", "status"] as const;
export const EVENTS_KEY = ["calendar", "events"] as const;
export const FEED_KEY = ["calendar", "feed"] as const;

/** docs/product.md §9: the connect screen polls the status every 5 s; the import screen asks for 365 days. */
export const STATUS_POLL_MS = 5000;
export const EVENTS_DAYS_AHEAD = 365;

export const fetchStatus = () => apiRequest<CalendarStatus>("/calendar/status");
export const fetchEvents = () => apiRequest<EventsResponse>(`/calendar/events?days_ahead=${EVENTS_DAYS_AHEAD}`);
export const fetchFeedUrl = () => apiRequest<{ feed_url: string }>("/calendar/feed");
