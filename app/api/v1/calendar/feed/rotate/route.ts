import { calendarApi } from "@/lib/calendar/contract";
import { rotateFeed } from "@/lib/calendar/feed";
import { siteOrigin } from "@/lib/http/site-origin";
import { route } from "@/lib/http/route";

export const POST = route(calendarApi.rotateFeed, ({ actor, req }) =>
  rotateFeed(actor, siteOrigin(req.headers, req.url)),
);
