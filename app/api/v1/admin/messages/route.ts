import { adminApi } from "@/lib/admin/contract";
import { listMessagesAdmin } from "@/lib/admin/matches-service";
import { listResponse, route } from "@/lib/http/route";

export const GET = route(adminApi.listMessages, async ({ actor, query }) => {
  const { items, total } = await listMessagesAdmin(actor, query);
  return listResponse(items, total);
});
