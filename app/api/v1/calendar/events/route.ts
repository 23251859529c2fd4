import { calendarApi } from "@/lib/calendar/contract";
import { listEvents } from "@/lib/calendar/service";
import { route } from "@/lib/http/route";

export const GET = route(calendarApi.events, ({ actor, query }) => listEvents(actor, query));
