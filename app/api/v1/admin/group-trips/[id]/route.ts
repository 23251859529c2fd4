import { deleteTripAdmin, getTripAdmin, updateTripAdmin } from "@/lib/admin/data-service";
import { AdminUpdateTripBody } from "@/lib/admin/schemas";
import { IdParams } from "@/lib/contract/params";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "admin", params: IdParams }, ({ actor, params }) => getTripAdmin(actor, params.id));

export const PUT = route({ auth: "admin", params: IdParams, body: AdminUpdateTripBody }, ({ actor, params, body }) => updateTripAdmin(actor, params.id, body));

export const DELETE = route({ auth: "admin", params: IdParams }, ({ actor, params }) => deleteTripAdmin(actor, params.id));
