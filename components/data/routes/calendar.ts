import type { calendarApi } from "@/lib/calendar/contract";
import type { Route } from "../api-client";

// Where each operation of calendarApi lives, for api() (docs/decisions/014): one export per operation,
// so a page carries only the routes it calls.

export const authUrl = "GET /calendar/auth-url" as Route<(typeof calendarApi)["authUrl"]>;
export const callback = "GET /calendar/callback" as Route<(typeof calendarApi)["callback"]>;
export const status = "GET /calendar/status" as Route<(typeof calendarApi)["status"]>;
export const sync = "POST /calendar/sync" as Route<(typeof calendarApi)["sync"]>;
export const events = "GET /calendar/events" as Route<(typeof calendarApi)["events"]>;
export const uploadIcs = "POST /calendar/ics" as Route<(typeof calendarApi)["uploadIcs"]>;
const importEvents = "POST /calendar/import" as Route<(typeof calendarApi)["import"]>;
export { importEvents as import };
export const disconnect = "DELETE /calendar/disconnect" as Route<(typeof calendarApi)["disconnect"]>;
export const feedUrl = "GET /calendar/feed" as Route<(typeof calendarApi)["feedUrl"]>;
export const rotateFeed = "POST /calendar/feed/rotate" as Route<(typeof calendarApi)["rotateFeed"]>;
export const feed = "GET /calendar/feed/{token}" as Route<(typeof calendarApi)["feed"]>;
export const autoSync = "GET /calendar/auto-sync" as Route<(typeof calendarApi)["autoSync"]>;
export const autoSyncPost = "POST /calendar/auto-sync" as Route<(typeof calendarApi)["autoSyncPost"]>;
