/** Group trips' contract (docs/product.md §9): the lists written once, for the db's checks, the API, the forms and the tests. */

export const TRIP_TYPES = ["matches", "friends"] as const;
export type TripType = (typeof TRIP_TYPES)[number];
export const TRIP_VISIBILITIES = ["private", "public"] as const;
export type Visibility = (typeof TRIP_VISIBILITIES)[number];
export const TRIP_STATUSES = ["planning", "confirmed", "completed", "cancelled"] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];
/** The statuses a host may set; a trip is cancelled only through its own action. */
export const HOST_STATUSES = ["planning", "confirmed", "completed"] as const;
export const PARTICIPANT_STATUSES = ["invited", "requested", "accepted", "declined"] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];
export const PARTICIPANT_ROLES = ["participant", "host"] as const;
export type ParticipantRole = (typeof PARTICIPANT_ROLES)[number];
export const BUDGET_RANGES = ["Budget ($)", "Mid-range ($$)", "Luxury ($$$)"] as const;
export const TRIP_STYLES = ["Adventure", "Relaxation", "Cultural", "Mixed"] as const;
export const ACTIVITIES = [
  "Beach", "Hiking", "Museums", "Nightlife", "Shopping", "Spa & Wellness", "Water Sports", "Cuisine", "Photography",
  "Wildlife", "Festivals", "Art & Culture",
] as const;
