import { route } from "@/lib/http/route";
import { plansApi } from "@/lib/plans/contract";
import { deleteMyPlan, getMyPlan, updateMyPlan } from "@/lib/plans/service";

export const GET = route(plansApi.get, ({ actor, params }) => getMyPlan(actor, params.id));

export const PUT = route(plansApi.update, ({ actor, params, body }) => updateMyPlan(actor, params.id, body));

export const DELETE = route(plansApi.remove, ({ actor, params }) => deleteMyPlan(actor, params.id));
