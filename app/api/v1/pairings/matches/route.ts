import { route } from "@/lib/http/route";
import { pairingsApi } from "@/lib/pairings/contract";
import { listPairings } from "@/lib/pairings/service";

export const GET = route(pairingsApi.matches, ({ actor }) => listPairings(actor, "matches"));
