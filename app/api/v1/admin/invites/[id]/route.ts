import { IdParams } from "@/lib/contract/params";
import { route } from "@/lib/http/route";
import { deleteInvite } from "@/lib/invites/service";

export const DELETE = route({ auth: "admin", params: IdParams }, ({ actor, params }) => deleteInvite(actor, params.id));
