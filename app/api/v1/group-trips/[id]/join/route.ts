import { IdParams } from "@/lib/contract/params";
import { route } from "@/lib/http/route";
import { requestToJoin } from "@/lib/trips/service";

export const POST = route({ auth: "member", params: IdParams, status: 201 }, ({ actor, params }) => requestToJoin(actor, params.id));
