import { route } from "@/lib/http/route";
import { notificationsApi } from "@/lib/notifications/contract";
import { markNotificationRead } from "@/lib/notifications/service";

export const PUT = route(notificationsApi.markRead, ({ actor, params }) => markNotificationRead(actor, params.id));
