import { adminApi } from "@/lib/admin/contract";
import { route } from "@/lib/http/route";
import { deleteInvite } from "@/lib/invites/service";

export const DELETE = route(adminApi.deleteInvite, ({ actor, params }) => deleteInvite(actor, params.id));
