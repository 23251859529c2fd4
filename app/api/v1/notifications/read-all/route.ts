import { route } from "@/lib/http/route";
import { markAllNotificationsRead } from "@/lib/notifications/service";

export const PUT = route({ auth: "member" }, ({ actor }) => markAllNotificationsRead(actor));
