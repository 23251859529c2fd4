import { listResponse, route } from "@/lib/http/route";
import { notificationsApi } from "@/lib/notifications/contract";
import { listNotifications } from "@/lib/notifications/service";

export const GET = route(notificationsApi.list, async ({ actor, query }) => {
  const { items, total } = await listNotifications(actor, query);
  return listResponse(items, total);
});
