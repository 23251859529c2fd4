import { route } from "@/lib/http/route";
import { safetyApi } from "@/lib/safety/contract";
import { reportUser } from "@/lib/safety/service";

export const POST = route(safetyApi.report, ({ actor, params, body }) => reportUser(actor, params.id, body));
