import { IdParams, route } from "@/lib/http/route";
import { UpdatePlanBody } from "@/lib/plans/schemas";
import { deleteMyPlan, getMyPlan, updateMyPlan } from "@/lib/plans/service";

export const GET = route({ auth: "member", params: IdParams }, ({ actor, params }) => getMyPlan(actor, params.id));

export const PUT = route({ auth: "member", params: IdParams, body: UpdatePlanBody }, ({ actor, params, body }) =>
  updateMyPlan(actor, params.id, body),
);

export const DELETE = route({ auth: "member", params: IdParams }, ({ actor, params }) => deleteMyPlan(actor, params.id));
