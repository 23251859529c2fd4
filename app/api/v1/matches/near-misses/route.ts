import { discoveryApi } from "@/lib/discovery/contract";
import { findNearMisses } from "@/lib/discovery/service";
import { route } from "@/lib/http/route";

export const GET = route(discoveryApi.nearMisses, ({ actor, query }) => findNearMisses(actor, query));
