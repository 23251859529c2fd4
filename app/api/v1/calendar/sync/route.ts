import { syncCalendar } from "@/lib/calendar/service";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "member" }, ({ actor }) => syncCalendar(actor));
