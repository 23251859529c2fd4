import { route } from "@/lib/http/route";
import { tripsApi } from "@/lib/trips/contract";
import { requestToJoin } from "@/lib/trips/service";

export const POST = route(tripsApi.join, ({ actor, params }) => requestToJoin(actor, params.id));
