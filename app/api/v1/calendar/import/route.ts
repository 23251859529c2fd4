import { ImportBody } from "@/lib/calendar/schemas";
import { importEvents } from "@/lib/calendar/service";
import { route } from "@/lib/http/route";

export const POST = route({ auth: "member", body: ImportBody }, ({ actor, body }) => importEvents(actor, body));
