/**
 * Group trips' values: the lists, limits and words the screens share with the contract, free of zod so a
 * page can read them without loading it (docs/decisions/014-contracts-and-openapi.md).
 */

export const TRIP_TYPES = ["matches", "friends"] as const;
export type TripType = (typeof TRIP_TYPES)[number];
export const TRIP_VISIBILITIES = ["private", "public"] as const;
export type Visibility = (typeof TRIP_VISIBILITIES)[number];
export const TRIP_STATUSES = ["planning", "confirmed", "completed", "cancelled"] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];
/** The statuses a host may set; a trip is cancelled only through its own action. */
export const HOST_STATUSES = ["planning", "confirmed", "completed"] as const;
/**
 * "waitlisted": asked to join a full trip and waiting for a place, in line (docs/api.md §6.5). Only the
 * service puts people there and takes them out, so admins' forms choose among the other four.
 */
export const PARTICIPANT_STATUSES = ["invited", "requested", "accepted", "declined", "waitlisted"] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];
export const ADMIN_PARTICIPANT_STATUSES = ["invited", "requested", "accepted", "declined"] as const;
export const PARTICIPANT_ROLES = ["participant", "host"] as const;
export type ParticipantRole = (typeof PARTICIPANT_ROLES)[number];
/** How an invitee answers their invitation, or the host a request to join. */
export const PARTICIPATION_ANSWERS = ["accepted", "declined"] as const;
export type ParticipationAnswer = (typeof PARTICIPATION_ANSWERS)[number];
export const BUDGET_RANGES = ["Budget ($)", "Mid-range ($$)", "Luxury ($$$)"] as const;
export const TRIP_STYLES = ["Adventure", "Relaxation", "Cultural", "Mixed"] as const;
export const ACTIVITIES = [
  "Beach",
  "Hiking",
  "Museums",
  "Nightlife",
  "Shopping",
  "Spa & Wellness",
  "Water Sports",
  "Cuisine",
  "Photography",
  "Wildlife",
  "Festivals",
  "Art & Culture",
] as const;

/** Activities are stored as one string of names joined by ", " (docs/product.md §3). */
export const joinActivities = (names: readonly string[]) => names.join(", ");
export function splitActivities(value: string | null | undefined): string[] {
  return value
    ? value
        .split(",")
        .map((name) => name.trim())
        .filter(Boolean)
    : [];
}

export const DEPARTURE_NOT_AFTER_ARRIVAL = "Departure date must be after arrival date";

/**
 * How many upcoming trips (planning or confirmed, not yet over) a member may host (docs/api.md §6):
 * more than anyone organises at once, and a bound on what a script can add to the trip lists.
 */
export const MAX_UPCOMING_HOSTED_TRIPS = 50;
export const HOSTED_TRIPS_CAP_DETAIL = `You host ${MAX_UPCOMING_HOSTED_TRIPS} upcoming trips; cancel one or mark it completed first`;

/**
 * The host's answer to an invitation they sent (docs/api.md §6.3): only the invitee says yes or no;
 * the host's Pending Approvals list offers to withdraw it instead.
 */
export const ONLY_INVITEE_ANSWERS = "Only the invitee can answer an invitation; you can withdraw it instead";
