import { route } from "@/lib/http/route";
import { sessionsApi } from "@/lib/sessions/contract";
import { listMySessions } from "@/lib/sessions/service";

export const GET = route(sessionsApi.list, ({ actor }) => listMySessions(actor));
