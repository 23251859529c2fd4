import { calendarApi } from "@/lib/calendar/contract";
import { disconnect } from "@/lib/calendar/service";
import { route } from "@/lib/http/route";

export const DELETE = route(calendarApi.disconnect, ({ actor }) => disconnect(actor));
