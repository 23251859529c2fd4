import { route } from "@/lib/http/route";
import { notificationsApi } from "@/lib/notifications/contract";
import { countUnreadNotifications } from "@/lib/notifications/service";

export const GET = route(notificationsApi.unreadCount, ({ actor }) => countUnreadNotifications(actor));
