import { listMatchesAdmin } from "@/lib/admin/data-service";
import { AdminListQuery } from "@/lib/admin/schemas";
import { listResponse, route } from "@/lib/http/route";

export const GET = route({ auth: "admin", query: AdminListQuery }, async ({ actor, query }) => {
  const { items, total } = await listMatchesAdmin(actor, query);
  return listResponse(items, total);
});
