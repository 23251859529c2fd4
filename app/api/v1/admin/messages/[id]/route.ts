import { adminApi } from "@/lib/admin/contract";
import { deleteMessageAdmin } from "@/lib/admin/matches-service";
import { route } from "@/lib/http/route";

export const DELETE = route(adminApi.deleteMessage, ({ actor, params }) => deleteMessageAdmin(actor, params.id));
