import { IdParams } from "@/lib/contract/params";
import { route } from "@/lib/http/route";
import { deleteNotification } from "@/lib/notifications/service";

export const DELETE = route({ auth: "member", params: IdParams }, ({ actor, params }) => deleteNotification(actor, params.id));
