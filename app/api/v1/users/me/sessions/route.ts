import { route } from "@/lib/http/route";
import { listMySessions } from "@/lib/sessions/service";

export const GET = route({ auth: "member" }, ({ actor }) => listMySessions(actor));
