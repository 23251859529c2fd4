import { z } from "zod";
import { operation } from "@/lib/contract/operation";

const EventStreamQuery = z.object({
  last_event_id: z
    .string()
    .max(32)
    .optional()
    .describe("Where the first connection resumes from (a page's position); the `Last-Event-ID` header wins"),
});

/** GET /events (docs/api.md §17): the member's live event stream. */
export const eventsApi = {
  stream: operation({
    method: "GET",
    path: "/events",
    summary: "Live event stream",
    tag: "Real time",
    description:
      "Server-Sent Events for the caller: `message`, `message_read`, `notification`, `unread`, `pairing`, `trip_message`, `trip_waitlist`, `signed_out` (`{reason}`: `ended` or `expired`), each with an `id:`. " +
      "Send `Last-Event-ID` on reconnect to replay the last 10 minutes, or receive `resync`; a first connection may give the page's position as `last_event_id`. " +
      "A comment line every 25 s keeps proxies open; the stream ends with its session. At most 10 open streams per member and server process (429).",
    auth: "member",
    query: EventStreamQuery,
    raw: { mediaType: "text/event-stream", description: "The event stream" },
    errors: [429],
  }),
};
