import { adminApi } from "@/lib/admin/contract";
import { addPlace, listPlaces } from "@/lib/cities/places";
import { listResponse, route } from "@/lib/http/route";

export const GET = route(adminApi.listPlaces, async ({ actor, query }) => {
  const { items, total } = await listPlaces(actor, query);
  return listResponse(items, total);
});

export const POST = route(adminApi.createPlace, ({ actor, body }) => addPlace(actor, body));
