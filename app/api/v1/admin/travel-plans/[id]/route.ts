import { adminApi } from "@/lib/admin/contract";
import { deletePlanAdmin, getPlanAdmin, updatePlanAdmin } from "@/lib/admin/plans-service";
import { route } from "@/lib/http/route";

export const GET = route(adminApi.getPlan, ({ actor, params }) => getPlanAdmin(actor, params.id));

export const PUT = route(adminApi.updatePlan, ({ actor, params, body }) => updatePlanAdmin(actor, params.id, body));

export const DELETE = route(adminApi.deletePlan, ({ actor, params }) => deletePlanAdmin(actor, params.id));
