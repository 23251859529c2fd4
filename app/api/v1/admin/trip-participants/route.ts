import { adminApi } from "@/lib/admin/contract";
import { createParticipantAdmin, listParticipantsAdmin } from "@/lib/admin/participants-service";
import { listResponse, route } from "@/lib/http/route";

export const GET = route(adminApi.listParticipants, async ({ actor, query }) => {
  const { items, total } = await listParticipantsAdmin(actor, query);
  return listResponse(items, total);
});

export const POST = route(adminApi.createParticipant, ({ actor, body }) => createParticipantAdmin(actor, body));
