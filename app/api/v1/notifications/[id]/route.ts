import { route } from "@/lib/http/route";
import { notificationsApi } from "@/lib/notifications/contract";
import { deleteNotification } from "@/lib/notifications/service";

export const DELETE = route(notificationsApi.remove, ({ actor, params }) => deleteNotification(actor, params.id));
