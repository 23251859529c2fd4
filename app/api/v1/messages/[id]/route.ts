import { IdParams } from "@/lib/contract/params";
import { route } from "@/lib/http/route";
import { ThreadQuery } from "@/lib/messages/schemas";
import { listMessages } from "@/lib/messages/service";

// GET /messages/{matchId}: the [id] segment is the conversation ("match") id here.
export const GET = route({ auth: "member", params: IdParams, query: ThreadQuery }, ({ actor, params, query }) =>
  listMessages(actor, params.id, { beforeId: query.before_id, afterId: query.after_id, limit: query.limit }),
);
