import { route } from "@/lib/http/route";
import { tripsApi } from "@/lib/trips/contract";
import { createTrip, listTrips } from "@/lib/trips/service";

export const GET = route(tripsApi.list, ({ actor }) => listTrips(actor, "all"));

export const POST = route(tripsApi.create, ({ actor, body }) => createTrip(actor, body));
