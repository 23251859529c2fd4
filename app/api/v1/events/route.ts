import { route } from "@/lib/http/route";
import { eventsApi } from "@/lib/realtime/contract";
import { openEventStream } from "@/lib/realtime/stream";

// GET /events (docs/api.md §17): the request's abort signal ends the stream when the client goes. A reconnect's
// Last-Event-ID is newer than the position its page was rendered at, which stays in the URL.
export const GET = route(eventsApi.stream, ({ actor, req, query }) =>
  openEventStream(actor, {
    lastEventId: req.headers.get("last-event-id") ?? query.last_event_id ?? null,
    signal: req.signal,
  }),
);
