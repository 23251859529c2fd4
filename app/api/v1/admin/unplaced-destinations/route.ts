import { adminApi } from "@/lib/admin/contract";
import { listUnplacedDestinations } from "@/lib/cities/places";
import { listResponse, route } from "@/lib/http/route";

export const GET = route(adminApi.listUnplacedDestinations, async ({ actor, query }) => {
  const { items, total } = await listUnplacedDestinations(actor, query);
  return listResponse(items, total);
});
