import { IdParams } from "@/lib/contract/params";
import { route } from "@/lib/http/route";
import { RespondBody } from "@/lib/pairings/schemas";
import { respondToPairing } from "@/lib/pairings/service";

export const POST = route({ auth: "member", params: IdParams, body: RespondBody }, ({ actor, params, body }) =>
  respondToPairing(actor, params.id, body),
);
