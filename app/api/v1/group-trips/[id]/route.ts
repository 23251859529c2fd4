import { IdParams } from "@/lib/contract/params";
import { route } from "@/lib/http/route";
import { UpdateTripBody } from "@/lib/trips/schemas";
import { cancelTrip, getTrip, updateTrip } from "@/lib/trips/service";

export const GET = route({ auth: "member", params: IdParams }, ({ actor, params }) => getTrip(actor, params.id));

export const PUT = route({ auth: "member", params: IdParams, body: UpdateTripBody }, ({ actor, params, body }) =>
  updateTrip(actor, params.id, body),
);

export const DELETE = route({ auth: "member", params: IdParams }, ({ actor, params }) => cancelTrip(actor, params.id));
