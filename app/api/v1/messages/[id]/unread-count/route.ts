import { IdParams } from "@/lib/contract/params";
import { route } from "@/lib/http/route";
import { countUnreadMessages } from "@/lib/messages/service";

// GET /messages/{matchId}/unread-count
export const GET = route({ auth: "member", params: IdParams }, ({ actor, params }) => countUnreadMessages(actor, params.id));
