import { disconnect } from "@/lib/calendar/service";
import { route } from "@/lib/http/route";

export const DELETE = route({ auth: "member" }, ({ actor }) => disconnect(actor));
