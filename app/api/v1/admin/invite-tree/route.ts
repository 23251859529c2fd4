import { adminApi } from "@/lib/admin/contract";
import { listResponse, route } from "@/lib/http/route";
import { readInviteTree } from "@/lib/admin/invite-tree-service";

export const GET = route(adminApi.inviteTree, async ({ actor, query }) => {
  const { items, total } = await readInviteTree(actor, query);
  return listResponse(items, total);
});
