import { route } from "@/lib/http/route";
import { eventsApi } from "@/lib/realtime/contract";
import { openEventStream } from "@/lib/realtime/stream";

// GET /events (docs/api.md §17): the request's abort signal ends the stream when the client goes.
export const GET = route(eventsApi.stream, ({ actor, req }) =>
  openEventStream(actor, { lastEventId: req.headers.get("last-event-id"), signal: req.signal }),
);
