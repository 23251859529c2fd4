import { discoveryApi } from "@/lib/discovery/contract";
import { findPotentialMatches } from "@/lib/discovery/service";
import { route } from "@/lib/http/route";

export const GET = route(discoveryApi.potential, ({ actor, query }) => findPotentialMatches(actor, query));
