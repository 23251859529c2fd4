import { route } from "@/lib/http/route";
import { CreatePlanBody, PlanListQuery } from "@/lib/plans/schemas";
import { createPlan, listMyPlans } from "@/lib/plans/service";

export const GET = route({ auth: "member", query: PlanListQuery }, ({ actor, query }) => listMyPlans(actor, query.status));

export const POST = route({ auth: "member", body: CreatePlanBody, status: 201 }, ({ actor, body }) => createPlan(actor, body));
