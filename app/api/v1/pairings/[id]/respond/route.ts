import { route } from "@/lib/http/route";
import { pairingsApi } from "@/lib/pairings/contract";
import { respondToPairing } from "@/lib/pairings/service";

export const POST = route(pairingsApi.respond, ({ actor, params, body }) => respondToPairing(actor, params.id, body));
