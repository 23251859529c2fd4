import { adminApi } from "@/lib/admin/contract";
import { deleteMatchAdmin } from "@/lib/admin/matches-service";
import { route } from "@/lib/http/route";

export const DELETE = route(adminApi.deleteMatch, ({ actor, params }) => deleteMatchAdmin(actor, params.id));
