import { adminApi } from "@/lib/admin/contract";
import { listResponse, route } from "@/lib/http/route";
import { createInvite, listInvites } from "@/lib/invites/service";

export const GET = route(adminApi.listInvites, async ({ actor, query }) => {
  const { items, total } = await listInvites(actor, query);
  return listResponse(items, total);
});

export const POST = route(adminApi.createInvite, ({ actor, body }) => createInvite(actor, body));
