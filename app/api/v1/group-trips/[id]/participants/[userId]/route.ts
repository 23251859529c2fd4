import { route } from "@/lib/http/route";
import { tripsApi } from "@/lib/trips/contract";
import { answerParticipation, removeParticipant } from "@/lib/trips/service";

export const PUT = route(tripsApi.answer, ({ actor, params, query }) =>
  answerParticipation(actor, params.id, params.userId, query.status_update),
);

export const DELETE = route(tripsApi.removeParticipant, ({ actor, params }) =>
  removeParticipant(actor, params.id, params.userId),
);
