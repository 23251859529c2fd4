import { adminApi } from "@/lib/admin/contract";
import { createUser, listUsers } from "@/lib/admin/users-service";
import { listResponse, route } from "@/lib/http/route";

export const GET = route(adminApi.listUsers, async ({ actor, query }) => {
  const { items, total } = await listUsers(actor, query);
  return listResponse(items, total);
});

export const POST = route(adminApi.createUser, ({ actor, query, body }) =>
  createUser(actor, body, query.is_admin === "true"),
);
