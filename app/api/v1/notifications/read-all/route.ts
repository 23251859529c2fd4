import { route } from "@/lib/http/route";
import { notificationsApi } from "@/lib/notifications/contract";
import { markAllNotificationsRead } from "@/lib/notifications/service";

export const PUT = route(notificationsApi.markAllRead, ({ actor }) => markAllNotificationsRead(actor));
