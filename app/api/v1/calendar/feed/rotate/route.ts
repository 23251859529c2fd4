import { rotateFeed, siteOrigin } from "@/lib/calendar/feed";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "member" }, ({ actor, req }) => rotateFeed(actor, siteOrigin(req.url)));
