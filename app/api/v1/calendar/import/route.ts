import { calendarApi } from "@/lib/calendar/contract";
import { importEvents } from "@/lib/calendar/service";
import { route } from "@/lib/http/route";

export const POST = route(calendarApi.import, ({ actor, body }) => importEvents(actor, body));
