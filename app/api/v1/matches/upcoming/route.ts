import { discoveryApi } from "@/lib/discovery/contract";
import { findUpcomingConnections } from "@/lib/discovery/service";
import { route } from "@/lib/http/route";

export const GET = route(discoveryApi.upcoming, ({ actor, query }) => findUpcomingConnections(actor, query));
