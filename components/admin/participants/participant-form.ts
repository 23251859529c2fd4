import type { SchemaLoader } from "@/components/forms/form-errors";
import type { AdminParticipant } from "@/lib/admin/contract";
import { defined, numberValue, requireFields, type Checked } from "../kit/form-values";

const PARTICIPANT_IDS_WARNING = "Please fill in trip ID and user ID";

export type ParticipantValues = { trip_id: string; user_id: string; status: string; role: string };
/** docs/product.md §3's admin defaults: invited, as a participant. */
export const EMPTY_PARTICIPANT: ParticipantValues = {
  trip_id: "",
  user_id: "",
  status: "invited",
  role: "participant",
};

export function participantValues(participant: AdminParticipant): ParticipantValues {
  return {
    trip_id: String(participant.trip_id),
    user_id: String(participant.user_id),
    status: participant.status,
    role: participant.role,
  };
}

function participantBody(values: ParticipantValues) {
  return {
    trip_id: numberValue(values.trip_id),
    user_id: numberValue(values.user_id),
    status: values.status,
    role: values.role,
  };
}

/** The create route's schema, loaded on submit so zod stays out of the page's first load. */
export const participantCreateSchema: SchemaLoader = () =>
  import("@/lib/admin/contract").then((m) => m.AdminCreateParticipantBody);

export function participantCreateBody(values: ParticipantValues): Promise<Checked<Record<string, unknown>>> {
  return requireFields(participantCreateSchema, participantBody(values), PARTICIPANT_IDS_WARNING);
}

/**
 * docs/product.md §7's PUT body {trip_id, user_id, status, role}; the server refuses a move to another trip or user.
 */
export function participantUpdateBody(values: ParticipantValues): Record<string, unknown> {
  return defined(participantBody(values));
}
