import { route } from "@/lib/http/route";
import { pairingsApi } from "@/lib/pairings/contract";
import { listPairings } from "@/lib/pairings/service";

export const GET = route(pairingsApi.friends, ({ actor }) => listPairings(actor, "friends"));
