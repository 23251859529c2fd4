import { adminApi } from "@/lib/admin/contract";
import { deleteParticipantAdmin, updateParticipantAdmin } from "@/lib/admin/participants-service";
import { route } from "@/lib/http/route";

export const PUT = route(adminApi.updateParticipant, ({ actor, params, body }) =>
  updateParticipantAdmin(actor, params.id, body),
);

export const DELETE = route(adminApi.deleteParticipant, ({ actor, params }) =>
  deleteParticipantAdmin(actor, params.id),
);
