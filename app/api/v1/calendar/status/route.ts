import { calendarApi } from "@/lib/calendar/contract";
import { getStatus } from "@/lib/calendar/service";
import { route } from "@/lib/http/route";

export const GET = route(calendarApi.status, ({ actor }) => getStatus(actor));
