import { AdminCreateUserBody, AdminUserListQuery, IsAdminQuery } from "@/lib/admin/schemas";
import { createUser, listUsers } from "@/lib/admin/users-service";
import { listResponse, route } from "@/lib/http/route";

export const GET = route({ auth: "admin", query: AdminUserListQuery }, async ({ actor, query }) => {
  const { items, total } = await listUsers(actor, query);
  return listResponse(items, total);
});

export const POST = route({ auth: "admin", query: IsAdminQuery, body: AdminCreateUserBody, status: 201 }, ({ actor, query, body }) =>
  createUser(actor, body, query.is_admin === "true"),
);
