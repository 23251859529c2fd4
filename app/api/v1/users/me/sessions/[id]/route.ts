import { route } from "@/lib/http/route";
import { SessionParams } from "@/lib/sessions/schemas";
import { endMySession } from "@/lib/sessions/service";

export const DELETE = route({ auth: "member", params: SessionParams }, ({ actor, params }) => endMySession(actor, params.id));
