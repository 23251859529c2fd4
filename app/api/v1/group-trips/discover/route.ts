import { route } from "@/lib/http/route";
import { tripsApi } from "@/lib/trips/contract";
import { listTrips } from "@/lib/trips/service";

export const GET = route(tripsApi.discover, ({ actor }) => listTrips(actor, "discover"));
