import { pageQuery } from "@/lib/contract/pagination";
import { listResponse, route } from "@/lib/http/route";
import { CreateInviteBody } from "@/lib/invites/schemas";
import { createInvite, listInvites } from "@/lib/invites/service";

export const GET = route({ auth: "admin", query: pageQuery() }, async ({ actor, query }) => {
  const { items, total } = await listInvites(actor, query);
  return listResponse(items, total);
});

export const POST = route({ auth: "admin", body: CreateInviteBody, status: 201 }, ({ actor, body }) => createInvite(actor, body));
