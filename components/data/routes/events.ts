import type { eventsApi } from "@/lib/realtime/contract";
import type { Route } from "../api-client";

// Where each operation of eventsApi lives, for api() (docs/decisions/014): one export per operation,
// so a page carries only the routes it calls.

export const stream = "GET /events" as Route<(typeof eventsApi)["stream"]>;
