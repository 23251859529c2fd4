import { adminApi } from "@/lib/admin/contract";
import { deleteUser, getUser, updateUserByAdmin } from "@/lib/admin/users-service";
import { route } from "@/lib/http/route";

export const GET = route(adminApi.getUser, ({ actor, params }) => getUser(actor, params.id));

export const PUT = route(adminApi.updateUser, ({ actor, params, body }) => updateUserByAdmin(actor, params.id, body));

export const DELETE = route(adminApi.deleteUser, ({ actor, params }) => deleteUser(actor, params.id));
