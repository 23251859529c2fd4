import { z } from "zod";
import { fieldMessages } from "@/lib/contract/messages";
import { operation } from "@/lib/contract/operation";
import { rowId } from "@/lib/contract/params";
import { CityId, departureAfterArrival, Destination, PlanVisibilityField, TravelDate } from "@/lib/plans/contract";
import { KEPT_EVENTS_PER_SOURCE } from "./values";

/**
 * Calendar import's contract (docs/product.md §8, docs/api.md §8 and §12): shared by the db's checks, the routes, the
 * screens and the tests.
 */

export const SYNC_STATUSES = ["idle", "syncing", "error"] as const;
export type SyncStatus = (typeof SYNC_STATUSES)[number];
export const EVENT_SOURCES = ["google", "ics"] as const;
export type EventSource = (typeof EVENT_SOURCES)[number];
/** What an imported event becomes: a solo travel plan, or a group trip the member hosts. */
const IMPORT_PLAN_TYPES = ["solo", "group"] as const;
export type ImportPlanType = (typeof IMPORT_PLAN_TYPES)[number];

/** docs/api.md §8: an uploaded calendar file is at most 2 MB. */
export const MAX_ICS_BYTES = 2 * 1024 * 1024;
export const ICS_TOO_LARGE = "Calendar files must be 2 MB or smaller";
export const ICS_MISSING = "Choose an .ics calendar file";

// ---- Requests

export const EventsQuery = z.object({
  days_ahead: z.coerce
    .number({ error: "days_ahead must be a number of days" })
    .int("days_ahead must be a whole number of days")
    .min(1, "days_ahead must be between 1 and 365")
    .max(365, "days_ahead must be between 1 and 365")
    .default(365),
});
export type EventsQuery = z.infer<typeof EventsQuery>;

/**
 * The member's corrections of one event before import (docs/api.md §8.2): any of the destination (a
 * picked city, or text the server resolves), arrival and departure; what is left out is the
 * detected value. The result is checked as a new plan is (docs/api.md §8.2).
 */
const ImportOverride = z
  .strictObject({
    destination: Destination.optional(),
    city_id: CityId,
    arrival_date: TravelDate.optional(),
    departure_date: TravelDate.optional(),
  })
  .superRefine(departureAfterArrival)
  .meta({ id: "CalendarImportOverride" });

export const ImportBody = z
  .object({
    event_ids: z
      .array(rowId(z.number({ error: "Event ids must be numbers" })), {
        error: fieldMessages({
          required: "Select at least one event to import",
          invalid: "event_ids must be a list of event ids",
        }),
      })
      .min(1, "Select at least one event to import")
      .max(500, "Import at most 500 events at a time"),
    plan_type: z.enum(IMPORT_PLAN_TYPES, { error: "plan_type must be solo or group" }).default("solo"),
    /** Who sees the solo plans made (omitted: the member's `default_plan_visibility`); trips ignore it. */
    visibility: PlanVisibilityField.optional(),
    overrides: z
      .record(z.string().regex(/^[1-9]\d{0,11}$/, "Override keys must be event ids"), ImportOverride)
      .refine((value) => Object.keys(value).length <= 500, "Correct at most 500 events at a time")
      .optional(),
  })
  .superRefine((body, ctx) => {
    for (const key of Object.keys(body.overrides ?? {})) {
      if (!body.event_ids.includes(Number(key)))
        ctx.addIssue({
          code: "custom",
          path: ["overrides", key],
          message: "Only events being imported can be corrected",
        });
    }
  });
export type ImportBody = z.infer<typeof ImportBody>;

/**
 * The .ics upload form's file, checked in the browser before sending: the route reads the
 * multipart body itself, with the same limit and words (app/api/v1/calendar/ics/route.ts).
 */
export const IcsUploadForm = z.object({
  file: z
    .custom<Blob>((value) => typeof Blob !== "undefined" && value instanceof Blob, ICS_MISSING)
    .refine((file) => file.size <= MAX_ICS_BYTES, ICS_TOO_LARGE),
});

/** What Google sends the browser back with. */
export const CallbackQuery = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});
export type CallbackQuery = z.infer<typeof CallbackQuery>;

const FeedParams = z.object({
  // The URL ends in ".ics" for calendar apps that look at it; the token is what comes before.
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}(\.ics)?$/)
    .transform((value) => value.replace(/\.ics$/, "")),
});

const AutoSyncQuery = z.object({
  batch_size: z.coerce.number().int().min(1).max(50).default(5),
});

// ---- Answers

const AuthUrl = z.object({ auth_url: z.url() }).meta({ id: "CalendarAuthUrl" });

/** docs/api.md §8's status; a connected calendar also says why its last sync failed. */
export const CalendarStatus = z
  .object({
    connected: z.boolean(),
    enabled: z.boolean(),
    last_sync: z.iso.datetime().nullable(),
    sync_status: z.enum(SYNC_STATUSES),
    sync_error: z.string().nullable().optional(),
  })
  .meta({ id: "CalendarStatus" });
export type CalendarStatus = z.infer<typeof CalendarStatus>;

/** A timed event's instant, or an all-day event's date (Google's own shape). */
const EventTime = z.union([z.object({ dateTime: z.iso.datetime() }), z.object({ date: z.iso.date() })]);

/** An event kept for import, from Google or an uploaded file, with what detection read in it. */
export const CalendarEvent = z
  .object({
    id: z.number().int(),
    source: z.enum(EVENT_SOURCES),
    summary: z.string().nullable(),
    description: z.string().nullable(),
    location: z.string().nullable(),
    start: EventTime,
    end: EventTime,
    is_travel_event: z.boolean(),
    extracted_destination: z.string().nullable(),
    extracted_arrival_date: z.iso.date().nullable(),
    extracted_departure_date: z.iso.date().nullable(),
    imported_plan_id: z.number().int().nullable(),
    imported_trip_id: z.number().int().nullable(),
  })
  .meta({ id: "CalendarEvent" });
export type CalendarEvent = z.infer<typeof CalendarEvent>;

export const CalendarEvents = z
  .object({ events: z.array(CalendarEvent), total_events: z.number().int() })
  .meta({ id: "CalendarEvents" });
export type CalendarEvents = z.infer<typeof CalendarEvents>;

/** An event of an uploaded file that could not be read, and why. */
export const SkippedEvent = z
  .object({ uid: z.string().nullable(), summary: z.string().nullable(), reason: z.string() })
  .meta({ id: "SkippedCalendarEvent" });
export type SkippedEvent = z.infer<typeof SkippedEvent>;

/** An upload's answer: this file's events, in the shape of the events list, and the ones skipped. */
export const IcsUploadResult = z
  .object({ events: z.array(CalendarEvent), total_events: z.number().int(), skipped: z.array(SkippedEvent) })
  .meta({ id: "IcsUploadResult" });
export type IcsUploadResult = z.infer<typeof IcsUploadResult>;

/** docs/product.md §3's sync/import result. */
export const ImportResult = z
  .object({
    success: z.boolean(),
    message: z.string(),
    plans_created: z.number().int(),
    events_processed: z.number().int(),
    errors: z.array(z.string()),
  })
  .meta({ id: "CalendarImportResult" });
export type ImportResult = z.infer<typeof ImportResult>;

const FeedUrl = z.object({ feed_url: z.url() }).meta({ id: "CalendarFeedUrl" });

/** One call of the daily sync: what it did, and how many calendars are left for the next call. */
export const AutoSyncReport = z
  .object({
    batches: z.number().int(),
    processed: z.number().int(),
    succeeded: z.number().int(),
    failed: z.number().int(),
    plans_created: z.number().int(),
    remaining: z.number().int(),
    failures: z.array(z.object({ user_id: z.number().int(), detail: z.string() })),
  })
  .meta({ id: "CalendarAutoSyncReport" });
export type AutoSyncReport = z.infer<typeof AutoSyncReport>;

// ---- Operations

const tag = "Calendar";

const autoSync = {
  path: "/calendar/auto-sync",
  tag,
  summary: "Run the daily sync of every connected calendar",
  description:
    "For a scheduler, with `Authorization: Bearer $CRON_SECRET` (401 without it). Vercel Cron sends GET; a crontab may send POST.",
  auth: "public",
  query: AutoSyncQuery,
  response: AutoSyncReport,
  errors: [401],
} as const;

export const calendarApi = {
  authUrl: operation({
    method: "GET",
    path: "/calendar/auth-url",
    tag,
    summary: "Get the Google consent address to connect a calendar",
    auth: "member",
    response: AuthUrl,
    errors: [503],
  }),
  callback: operation({
    method: "GET",
    path: "/calendar/callback",
    tag,
    summary: "Google's return after consent",
    description: "Stores the grant and redirects to the Connect screen (?success=true, or ?error=<reason>).",
    auth: "optional",
    query: CallbackQuery,
    raw: {
      mediaType: "redirect",
      description: "302 to /app/calendar/connect, or to the login page when the session ended meanwhile",
    },
    errors: [400],
  }),
  status: operation({
    method: "GET",
    path: "/calendar/status",
    tag,
    summary: "Read my calendar connection's status",
    auth: "member",
    response: CalendarStatus,
  }),
  sync: operation({
    method: "POST",
    path: "/calendar/sync",
    tag,
    summary: "Sync my Google Calendar now",
    auth: "member",
    response: ImportResult,
    errors: [409, 503],
  }),
  events: operation({
    method: "GET",
    path: "/calendar/events",
    tag,
    summary: "List my upcoming calendar events",
    auth: "member",
    query: EventsQuery,
    response: CalendarEvents,
    errors: [409, 503],
  }),
  uploadIcs: operation({
    method: "POST",
    path: "/calendar/ics",
    tag,
    summary: "Upload an iCalendar (.ics) file",
    description:
      `Keeps the file's events for import. A member keeps at most ${KEPT_EVENTS_PER_SOURCE.toLocaleString("en")} events from files, ` +
      "imported ones included: older files' events make room for this one's, and events over are forgotten.",
    auth: "member",
    multipart: { description: "The iCalendar file in the field `file`, at most 2 MB." },
    response: IcsUploadResult,
    errors: [400, 413],
  }),
  import: operation({
    method: "POST",
    path: "/calendar/import",
    tag,
    summary: "Import chosen events as plans or trips",
    auth: "member",
    body: ImportBody,
    response: ImportResult,
    errors: [409],
  }),
  disconnect: operation({
    method: "DELETE",
    path: "/calendar/disconnect",
    tag,
    summary: "Disconnect Google Calendar",
    auth: "member",
    status: 204,
  }),
  feedUrl: operation({
    method: "GET",
    path: "/calendar/feed",
    tag,
    summary: "Get my private calendar feed address",
    auth: "member",
    response: FeedUrl,
  }),
  rotateFeed: operation({
    method: "POST",
    path: "/calendar/feed/rotate",
    tag,
    summary: "Replace my calendar feed address",
    auth: "member",
    response: FeedUrl,
  }),
  feed: operation({
    method: "GET",
    path: "/calendar/feed/{token}",
    tag,
    summary: "My trips as an iCalendar feed",
    description: "No sign-in: the token in the address is the credential (calendar apps cannot send a session).",
    auth: "public",
    params: FeedParams,
    raw: { mediaType: "text/calendar", description: "The member's plans and trips" },
    errors: [404],
  }),
  autoSync: operation({ method: "GET", ...autoSync }),
  autoSyncPost: operation({ method: "POST", ...autoSync }),
};
