import { route } from "@/lib/http/route";
import { sessionsApi } from "@/lib/sessions/contract";
import { endMyOtherSessions } from "@/lib/sessions/service";

export const POST = route(sessionsApi.logoutOthers, ({ actor }) => endMyOtherSessions(actor));
