import { route } from "@/lib/http/route";
import { tripsApi } from "@/lib/trips/contract";
import { convertPlanToTrip } from "@/lib/trips/service";

export const POST = route(tripsApi.convertPlan, ({ actor, params }) => convertPlanToTrip(actor, params.id));
