import { adminApi } from "@/lib/admin/contract";
import { listResponse, route } from "@/lib/http/route";
import { listInvitees } from "@/lib/admin/invite-tree-service";

export const GET = route(adminApi.listInvitees, async ({ actor, params, query }) => {
  const { items, total } = await listInvitees(actor, params.id, query);
  return listResponse(items, total);
});
