import { adminApi } from "@/lib/admin/contract";
import { activateUser } from "@/lib/admin/users-service";
import { route } from "@/lib/http/route";

export const POST = route(adminApi.activateUser, ({ actor, params }) => activateUser(actor, params.id));
