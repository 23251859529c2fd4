import { calendarApi } from "@/lib/calendar/contract";
import { syncCalendar } from "@/lib/calendar/service";
import { route } from "@/lib/http/route";

export const POST = route(calendarApi.sync, ({ actor }) => syncCalendar(actor));
