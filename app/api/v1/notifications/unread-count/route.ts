import { route } from "@/lib/http/route";
import { countUnreadNotifications } from "@/lib/notifications/service";

export const GET = route({ auth: "member" }, ({ actor }) => countUnreadNotifications(actor));
