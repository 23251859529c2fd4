import { createParticipantAdmin, listParticipantsAdmin } from "@/lib/admin/data-service";
import { AdminCreateParticipantBody, AdminListQuery } from "@/lib/admin/schemas";
import { listResponse, route } from "@/lib/http/route";

export const GET = route({ auth: "admin", query: AdminListQuery }, async ({ actor, query }) => {
  const { items, total } = await listParticipantsAdmin(actor, query);
  return listResponse(items, total);
});

export const POST = route({ auth: "admin", body: AdminCreateParticipantBody, status: 201 }, ({ actor, body }) => createParticipantAdmin(actor, body));
