import { deleteMessageAdmin } from "@/lib/admin/data-service";
import { IdParams } from "@/lib/contract/params";
import { route } from "@/lib/http/route";

export const DELETE = route({ auth: "admin", params: IdParams }, ({ actor, params }) => deleteMessageAdmin(actor, params.id));
