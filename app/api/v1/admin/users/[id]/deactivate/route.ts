import { adminApi } from "@/lib/admin/contract";
import { deactivateUser } from "@/lib/admin/users-service";
import { route } from "@/lib/http/route";

export const POST = route(adminApi.deactivateUser, ({ actor, params }) => deactivateUser(actor, params.id));
