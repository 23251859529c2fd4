import { route } from "@/lib/http/route";
import { plansApi } from "@/lib/plans/contract";
import { createPlan, listMyPlans } from "@/lib/plans/service";

export const GET = route(plansApi.list, ({ actor, query }) => listMyPlans(actor, query.status));

export const POST = route(plansApi.create, ({ actor, body }) => createPlan(actor, body));
