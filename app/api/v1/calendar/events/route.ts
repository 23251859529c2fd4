import { EventsQuery } from "@/lib/calendar/schemas";
import { listEvents } from "@/lib/calendar/service";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "member", query: EventsQuery }, ({ actor, query }) => listEvents(actor, query));
