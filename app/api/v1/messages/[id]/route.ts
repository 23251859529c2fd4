import { route } from "@/lib/http/route";
import { messagesApi } from "@/lib/messages/contract";
import { listMessages } from "@/lib/messages/service";

// GET /messages/{matchId}: the [id] segment is the conversation ("match") id here.
export const GET = route(messagesApi.thread, ({ actor, params, query }) =>
  listMessages(actor, params.id, { beforeId: query.before_id, afterId: query.after_id, limit: query.limit }),
);
