import { deletePlanAdmin, getPlanAdmin, updatePlanAdmin } from "@/lib/admin/data-service";
import { AdminUpdatePlanBody } from "@/lib/admin/schemas";
import { IdParams } from "@/lib/contract/params";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "admin", params: IdParams }, ({ actor, params }) => getPlanAdmin(actor, params.id));

export const PUT = route({ auth: "admin", params: IdParams, body: AdminUpdatePlanBody }, ({ actor, params, body }) => updatePlanAdmin(actor, params.id, body));

export const DELETE = route({ auth: "admin", params: IdParams }, ({ actor, params }) => deletePlanAdmin(actor, params.id));
