import { route } from "@/lib/http/route";
import { endMyOtherSessions } from "@/lib/sessions/service";

export const POST = route({ auth: "member" }, ({ actor }) => endMyOtherSessions(actor));
