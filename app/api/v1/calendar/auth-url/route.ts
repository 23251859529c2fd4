import { getAuthUrl } from "@/lib/calendar/service";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "member" }, ({ actor }) => getAuthUrl(actor));
