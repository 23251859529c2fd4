import { adminApi } from "@/lib/admin/contract";
import { listMisplacedDestinations } from "@/lib/cities/places";
import { listResponse, route } from "@/lib/http/route";

export const GET = route(adminApi.listMisplacedDestinations, async ({ actor, query }) => {
  const { items, total } = await listMisplacedDestinations(actor, query);
  return listResponse(items, total);
});
