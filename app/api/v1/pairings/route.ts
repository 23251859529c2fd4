import { route } from "@/lib/http/route";
import { pairingsApi } from "@/lib/pairings/contract";
import { createPairing } from "@/lib/pairings/service";

export const POST = route(pairingsApi.create, ({ actor, body }) => createPairing(actor, body));
