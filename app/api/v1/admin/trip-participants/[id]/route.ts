import { deleteParticipantAdmin, updateParticipantAdmin } from "@/lib/admin/data-service";
import { AdminUpdateParticipantBody } from "@/lib/admin/schemas";
import { IdParams } from "@/lib/contract/params";
import { route } from "@/lib/http/route";

export const PUT = route({ auth: "admin", params: IdParams, body: AdminUpdateParticipantBody }, ({ actor, params, body }) => updateParticipantAdmin(actor, params.id, body));

export const DELETE = route({ auth: "admin", params: IdParams }, ({ actor, params }) => deleteParticipantAdmin(actor, params.id));
