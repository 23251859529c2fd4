import { activateUser } from "@/lib/admin/users-service";
import { IdParams, route } from "@/lib/http/route";

export const POST = route({ auth: "admin", params: IdParams }, ({ actor, params }) => activateUser(actor, params.id));
