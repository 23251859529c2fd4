import { route } from "@/lib/http/route";
import { sessionsApi } from "@/lib/sessions/contract";
import { endMySession } from "@/lib/sessions/service";

export const DELETE = route(sessionsApi.end, ({ actor, params }) => endMySession(actor, params.id));
