import { route } from "@/lib/http/route";
import { ParticipantParams, ParticipantUpdateQuery } from "@/lib/trips/schemas";
import { answerParticipation, removeParticipant } from "@/lib/trips/service";

export const PUT = route({ auth: "member", params: ParticipantParams, query: ParticipantUpdateQuery }, ({ actor, params, query }) =>
  answerParticipation(actor, params.id, params.userId, query.status_update),
);

export const DELETE = route({ auth: "member", params: ParticipantParams }, ({ actor, params }) =>
  removeParticipant(actor, params.id, params.userId),
);
