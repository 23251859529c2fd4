import { api } from "@/components/data/api-client";
import type { CalendarEvent, CalendarStatus, ImportResult } from "@/lib/calendar/contract";

export type { CalendarEvent, CalendarStatus, ImportResult };

export const STATUS_KEY = ["calendar", "status"] as const;
export const EVENTS_KEY = ["calendar", "events"] as const;
export const FEED_KEY = ["calendar", "feed"] as const;

/** docs/product.md §9: the connect screen polls the status every 5 s; the import screen asks for 365 days. */
export const STATUS_POLL_MS = 5000;
const EVENTS_DAYS_AHEAD = 365;

export const fetchStatus = () => api("GET /calendar/status");
export const fetchEvents = () => api("GET /calendar/events", { query: { days_ahead: EVENTS_DAYS_AHEAD } });
export const fetchFeedUrl = () => api("GET /calendar/feed");
