/**
 * The admin create and edit forms, as pure functions: what each form holds (strings, as typed),
 * how a row prefills it, and how it becomes a request body. docs/product.md §5: a create checks its required
 * fields first and answers with a warning text; an edit performs no client check (the server's
 * 422 explains a bad value). Ids and counts go out as numbers, never as the typed text.
 */
import { ACTIVITIES } from "@/lib/trips/contract";
import type { AdminParticipant, AdminPlan, AdminTrip } from "./types";

/** A create either goes out with its body or stops at docs/product.md §5's warning toast. */
export type Checked<B> = { body: B; warning?: undefined } | { warning: string; body?: undefined };

export const REQUIRED_FIELDS_WARNING = "Please fill in required fields";
export const PAIRING_IDS_WARNING = "Please fill in both user IDs";
export const PARTICIPANT_IDS_WARNING = "Please fill in trip ID and user ID";

/**
 * A typed number ("12", " 3 ") as a number; empty is undefined. Text that is not a number stays
 * text, so the server's 422 names the field instead of the value silently becoming null.
 */
export function numberValue(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}

const filled = (...texts: string[]) => texts.every((text) => text.trim() !== "");
const orNull = (text: string) => text.trim() || null;
/** Leaves out the keys whose value is undefined (JSON would drop them anyway; tests compare bodies). */
const defined = <T extends Record<string, unknown>>(body: T) =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as T;

// Pairings (create only) ------------------------------------------------------------------------

export const PAIRING_TYPES = ["match", "friend", "pass"] as const;
export type PairingValues = { user1_id: string; user2_id: string; relationship_type: (typeof PAIRING_TYPES)[number] };
export const EMPTY_PAIRING: PairingValues = { user1_id: "", user2_id: "", relationship_type: "match" };

export function pairingCreateBody(values: PairingValues): Checked<Record<string, unknown>> {
  if (!filled(values.user1_id, values.user2_id)) return { warning: PAIRING_IDS_WARNING };
  return { body: { user1_id: numberValue(values.user1_id), user2_id: numberValue(values.user2_id), relationship_type: values.relationship_type } };
}

// Travel plans -----------------------------------------------------------------------------------

export const PLAN_STATUS_OPTIONS = ["active", "completed", "cancelled"] as const;
export type PlanValues = {
  user_id: string;
  status: string;
  destination: string;
  travel_purpose: string;
  arrival_date: string;
  departure_date: string;
};
export const EMPTY_PLAN: PlanValues = { user_id: "", status: "active", destination: "", travel_purpose: "", arrival_date: "", departure_date: "" };

export function planValues(plan: AdminPlan): PlanValues {
  return {
    user_id: String(plan.user_id),
    status: plan.status,
    destination: plan.destination,
    travel_purpose: plan.travel_purpose ?? "",
    arrival_date: plan.arrival_date,
    departure_date: plan.departure_date,
  };
}

function planBody(values: PlanValues) {
  return {
    user_id: numberValue(values.user_id),
    destination: values.destination.trim(),
    arrival_date: values.arrival_date,
    departure_date: values.departure_date,
    travel_purpose: orNull(values.travel_purpose),
    status: values.status,
  };
}

export function planCreateBody(values: PlanValues): Checked<Record<string, unknown>> {
  if (!filled(values.user_id, values.destination, values.arrival_date, values.departure_date)) return { warning: REQUIRED_FIELDS_WARNING };
  return { body: defined(planBody(values)) };
}

/** Every field goes out as it stands; an emptied purpose is cleared, an emptied user id left as it was. */
export function planUpdateBody(values: PlanValues): Record<string, unknown> {
  return defined(planBody(values));
}

// Group trips ------------------------------------------------------------------------------------

export const TRIP_STATUS_OPTIONS = ["planning", "confirmed", "completed", "cancelled"] as const;
export type TripValues = {
  creator_id: string;
  title: string;
  destination: string;
  arrival_date: string;
  departure_date: string;
  trip_type: string;
  visibility: string;
  max_participants: string;
  budget_range: string;
  activities: string[];
  trip_style: string;
  accommodation_link: string;
  workspace_link: string;
  status: string;
  description: string;
};

/** docs/product.md §3's admin defaults: a public friends trip in planning. */
export const EMPTY_TRIP: TripValues = {
  creator_id: "", title: "", destination: "", arrival_date: "", departure_date: "", trip_type: "friends", visibility: "public",
  max_participants: "", budget_range: "", activities: [], trip_style: "", accommodation_link: "", workspace_link: "",
  status: "planning", description: "",
};

export function tripValues(trip: AdminTrip): TripValues {
  const activities = (trip.activities ?? "").split(",").map((name) => name.trim());
  return {
    creator_id: String(trip.creator_id),
    title: trip.title,
    destination: trip.destination,
    arrival_date: trip.arrival_date ?? "",
    departure_date: trip.departure_date ?? "",
    trip_type: trip.trip_type,
    visibility: trip.visibility,
    max_participants: trip.max_participants === null ? "" : String(trip.max_participants),
    budget_range: trip.budget_range ?? "",
    activities: ACTIVITIES.filter((name) => activities.includes(name)),
    trip_style: trip.trip_style ?? "",
    accommodation_link: trip.accommodation_link ?? "",
    workspace_link: trip.workspace_link ?? "",
    status: trip.status,
    description: trip.description ?? "",
  };
}

/** Every field as the API takes it; an empty optional field is null. */
function tripBody(values: TripValues) {
  return {
    creator_id: numberValue(values.creator_id),
    title: values.title.trim(),
    destination: values.destination.trim(),
    arrival_date: values.arrival_date,
    departure_date: values.departure_date,
    trip_type: values.trip_type,
    visibility: values.visibility,
    max_participants: numberValue(values.max_participants) ?? null,
    budget_range: orNull(values.budget_range),
    activities: values.activities.length ? values.activities.join(", ") : null,
    trip_style: orNull(values.trip_style),
    accommodation_link: orNull(values.accommodation_link),
    workspace_link: orNull(values.workspace_link),
    status: values.status,
    description: orNull(values.description),
  };
}

/** docs/product.md §5: empty optional fields (max participants among them) are left out of a create. */
export function tripCreateBody(values: TripValues): Checked<Record<string, unknown>> {
  if (!filled(values.creator_id, values.title, values.destination, values.arrival_date, values.departure_date)) {
    return { warning: REQUIRED_FIELDS_WARNING };
  }
  const body = Object.fromEntries(Object.entries(tripBody(values)).filter(([, value]) => value !== null && value !== undefined));
  return { body };
}

/** An edit sends every field; an emptied optional field is cleared (an empty maximum means unlimited). */
export function tripUpdateBody(values: TripValues): Record<string, unknown> {
  return defined(tripBody(values));
}

// Trip participants --------------------------------------------------------------------------------

export const PARTICIPANT_STATUS_OPTIONS = ["invited", "requested", "accepted", "declined"] as const;
export const PARTICIPANT_ROLE_OPTIONS = ["participant", "host"] as const;
export type ParticipantValues = { trip_id: string; user_id: string; status: string; role: string };
/** docs/product.md §3's admin defaults: invited, as a participant. */
export const EMPTY_PARTICIPANT: ParticipantValues = { trip_id: "", user_id: "", status: "invited", role: "participant" };

export function participantValues(participant: AdminParticipant): ParticipantValues {
  return { trip_id: String(participant.trip_id), user_id: String(participant.user_id), status: participant.status, role: participant.role };
}

function participantBody(values: ParticipantValues) {
  return { trip_id: numberValue(values.trip_id), user_id: numberValue(values.user_id), status: values.status, role: values.role };
}

export function participantCreateBody(values: ParticipantValues): Checked<Record<string, unknown>> {
  if (!filled(values.trip_id, values.user_id)) return { warning: PARTICIPANT_IDS_WARNING };
  return { body: participantBody(values) };
}

/** docs/product.md §7's PUT body {trip_id, user_id, status, role}; the server refuses a move to another trip or user. */
export function participantUpdateBody(values: ParticipantValues): Record<string, unknown> {
  return defined(participantBody(values));
}
