import { IdParams } from "@/lib/contract/params";
import { route } from "@/lib/http/route";
import { markNotificationRead } from "@/lib/notifications/service";

export const PUT = route({ auth: "member", params: IdParams }, ({ actor, params }) => markNotificationRead(actor, params.id));
