import { adminApi } from "@/lib/admin/contract";
import { createPlanAdmin, listPlansAdmin } from "@/lib/admin/plans-service";
import { listResponse, route } from "@/lib/http/route";

export const GET = route(adminApi.listPlans, async ({ actor, query }) => {
  const { items, total } = await listPlansAdmin(actor, query);
  return listResponse(items, total);
});

export const POST = route(adminApi.createPlan, ({ actor, body }) => createPlanAdmin(actor, body));
