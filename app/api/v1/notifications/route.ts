import { pageQuery } from "@/lib/contract/pagination";
import { listResponse, route } from "@/lib/http/route";
import { listNotifications } from "@/lib/notifications/service";

export const GET = route({ auth: "member", query: pageQuery(100) }, async ({ actor, query }) => {
  const { items, total } = await listNotifications(actor, query);
  return listResponse(items, total);
});
