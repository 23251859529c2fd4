import { activateUser } from "@/lib/admin/users-service";
import { IdParams } from "@/lib/contract/params";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "admin", params: IdParams }, ({ actor, params }) => activateUser(actor, params.id));
