import { getFeedUrl } from "@/lib/calendar/feed";
import { siteOrigin } from "@/lib/http/site-origin";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "member" }, ({ actor, req }) => getFeedUrl(actor, siteOrigin(req.headers, req.url)));
