import { deletePairingAdmin, getPairingAdmin } from "@/lib/admin/data-service";
import { IdParams } from "@/lib/contract/params";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "admin", params: IdParams }, ({ actor, params }) => getPairingAdmin(actor, params.id));

export const DELETE = route({ auth: "admin", params: IdParams }, ({ actor, params }) => deletePairingAdmin(actor, params.id));
