import { getFeedUrl, siteOrigin } from "@/lib/calendar/feed";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "member" }, ({ actor, req }) => getFeedUrl(actor, siteOrigin(req.url)));
