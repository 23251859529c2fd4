import { AdminUpdateUserBody } from "@/lib/admin/schemas";
import { deleteUser, getUser, updateUserByAdmin } from "@/lib/admin/users-service";
import { IdParams } from "@/lib/contract/params";
import { route } from "@/lib/http/route";

export const GET = route({ auth: "admin", params: IdParams }, ({ actor, params }) => getUser(actor, params.id));

export const PUT = route({ auth: "admin", params: IdParams, body: AdminUpdateUserBody }, ({ actor, params, body }) =>
  updateUserByAdmin(actor, params.id, body),
);

export const DELETE = route({ auth: "admin", params: IdParams }, ({ actor, params }) => deleteUser(actor, params.id));
