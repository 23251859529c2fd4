import { route } from "@/lib/http/route";
import { pairingsApi } from "@/lib/pairings/contract";
import { changePairingType, deletePairing, getPairing } from "@/lib/pairings/service";

export const GET = route(pairingsApi.get, ({ actor, params }) => getPairing(actor, params.id));

export const PUT = route(pairingsApi.changeType, ({ actor, params, query }) =>
  changePairingType(actor, params.id, query.new_type),
);

export const DELETE = route(pairingsApi.remove, ({ actor, params }) => deletePairing(actor, params.id));
