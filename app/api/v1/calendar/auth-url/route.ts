import { calendarApi } from "@/lib/calendar/contract";
import { getAuthUrl } from "@/lib/calendar/service";
import { route } from "@/lib/http/route";

export const GET = route(calendarApi.authUrl, ({ actor }) => getAuthUrl(actor));
