import { adminApi } from "@/lib/admin/contract";
import { deleteTripAdmin, getTripAdmin, updateTripAdmin } from "@/lib/admin/trips-service";
import { route } from "@/lib/http/route";

export const GET = route(adminApi.getTrip, ({ actor, params }) => getTripAdmin(actor, params.id));

export const PUT = route(adminApi.updateTrip, ({ actor, params, body }) => updateTripAdmin(actor, params.id, body));

export const DELETE = route(adminApi.deleteTrip, ({ actor, params }) => deleteTripAdmin(actor, params.id));
