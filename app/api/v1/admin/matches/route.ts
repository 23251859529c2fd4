import { adminApi } from "@/lib/admin/contract";
import { listMatchesAdmin } from "@/lib/admin/matches-service";
import { listResponse, route } from "@/lib/http/route";

export const GET = route(adminApi.listMatches, async ({ actor, query }) => {
  const { items, total } = await listMatchesAdmin(actor, query);
  return listResponse(items, total);
});
