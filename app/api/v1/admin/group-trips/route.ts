import { createTripAdmin, listTripsAdmin } from "@/lib/admin/data-service";
import { AdminCreateTripBody, AdminListQuery } from "@/lib/admin/schemas";
import { listResponse, route } from "@/lib/http/route";

export const GET = route({ auth: "admin", query: AdminListQuery }, async ({ actor, query }) => {
  const { items, total } = await listTripsAdmin(actor, query);
  return listResponse(items, total);
});

export const POST = route({ auth: "admin", body: AdminCreateTripBody, status: 201 }, ({ actor, body }) => createTripAdmin(actor, body));
