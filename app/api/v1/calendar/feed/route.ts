import { calendarApi } from "@/lib/calendar/contract";
import { getFeedUrl } from "@/lib/calendar/feed";
import { siteOrigin } from "@/lib/http/site-origin";
import { route } from "@/lib/http/route";

export const GET = route(calendarApi.feedUrl, ({ actor, req }) => getFeedUrl(actor, siteOrigin(req.headers, req.url)));
