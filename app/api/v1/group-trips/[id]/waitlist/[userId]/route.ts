import { route } from "@/lib/http/route";
import { tripsApi } from "@/lib/trips/contract";
import { moveWaitingMember } from "@/lib/trips/service";

export const PUT = route(tripsApi.moveWaiting, ({ actor, params, body }) =>
  moveWaitingMember(actor, params.id, params.userId, body.position),
);
