import { createPairingAdmin, listPairingsAdmin } from "@/lib/admin/data-service";
import { AdminCreatePairingBody, AdminListQuery } from "@/lib/admin/schemas";
import { listResponse, route } from "@/lib/http/route";

export const GET = route({ auth: "admin", query: AdminListQuery }, async ({ actor, query }) => {
  const { items, total } = await listPairingsAdmin(actor, query);
  return listResponse(items, total);
});

export const POST = route({ auth: "admin", body: AdminCreatePairingBody, status: 201 }, ({ actor, body }) => createPairingAdmin(actor, body));
