import { adminApi } from "@/lib/admin/contract";
import { createTripAdmin, listTripsAdmin } from "@/lib/admin/trips-service";
import { listResponse, route } from "@/lib/http/route";

export const GET = route(adminApi.listTrips, async ({ actor, query }) => {
  const { items, total } = await listTripsAdmin(actor, query);
  return listResponse(items, total);
});

export const POST = route(adminApi.createTrip, ({ actor, body }) => createTripAdmin(actor, body));
