import { route } from "@/lib/http/route";
import { tripsApi } from "@/lib/trips/contract";
import { cancelTrip, getTrip, updateTrip } from "@/lib/trips/service";

export const GET = route(tripsApi.get, ({ actor, params }) => getTrip(actor, params.id));

export const PUT = route(tripsApi.update, ({ actor, params, body }) => updateTrip(actor, params.id, body));

export const DELETE = route(tripsApi.cancel, ({ actor, params }) => cancelTrip(actor, params.id));
