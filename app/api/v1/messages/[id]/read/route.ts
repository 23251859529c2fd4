import { IdParams } from "@/lib/contract/params";
import { route } from "@/lib/http/route";
import { markRead } from "@/lib/messages/service";

// PUT /messages/{id}/read: the [id] segment is a message id here.
export const PUT = route({ auth: "member", params: IdParams }, ({ actor, params }) => markRead(actor, params.id));
