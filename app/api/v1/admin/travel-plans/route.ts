import { createPlanAdmin, listPlansAdmin } from "@/lib/admin/data-service";
import { AdminCreatePlanBody, AdminListQuery } from "@/lib/admin/schemas";
import { listResponse, route } from "@/lib/http/route";

export const GET = route({ auth: "admin", query: AdminListQuery }, async ({ actor, query }) => {
  const { items, total } = await listPlansAdmin(actor, query);
  return listResponse(items, total);
});

export const POST = route({ auth: "admin", body: AdminCreatePlanBody, status: 201 }, ({ actor, body }) => createPlanAdmin(actor, body));
