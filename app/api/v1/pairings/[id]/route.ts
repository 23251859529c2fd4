import { IdParams } from "@/lib/contract/params";
import { route } from "@/lib/http/route";
import { ChangeTypeQuery } from "@/lib/pairings/schemas";
import { changePairingType, deletePairing, getPairing } from "@/lib/pairings/service";

export const GET = route({ auth: "member", params: IdParams }, ({ actor, params }) => getPairing(actor, params.id));

export const PUT = route({ auth: "member", params: IdParams, query: ChangeTypeQuery }, ({ actor, params, query }) =>
  changePairingType(actor, params.id, query.new_type),
);

export const DELETE = route({ auth: "member", params: IdParams }, ({ actor, params }) => deletePairing(actor, params.id));
