import { calendarApi } from "@/lib/calendar/contract";
import { renderFeed } from "@/lib/calendar/feed";
import { siteOrigin } from "@/lib/http/site-origin";
import { route } from "@/lib/http/route";

// No sign-in: the token in the URL is the credential (calendar apps cannot send a session).
export const GET = route(calendarApi.feed, async ({ params, req }) => {
  const body = await renderFeed(params.token, siteOrigin(req.headers, req.url));
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="overlap-trips.ics"',
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
});
