import { adminApi } from "@/lib/admin/contract";
import { listReferencesAdmin } from "@/lib/admin/references-service";
import { listResponse, route } from "@/lib/http/route";

export const GET = route(adminApi.listReferences, async ({ actor, query }) => {
  const { items, total } = await listReferencesAdmin(actor, query);
  return listResponse(items, total);
});
