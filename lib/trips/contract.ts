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

// contracts-admin: placeholder, the owning domain's helper defines this (the lead keeps theirs)
// The trip request fields the admin bodies build on, copied from lib/trips/schemas.ts, and the
// answers of presentTrip / presentParticipant (text columns typed as the presenters give them).
import { z } from "zod";
import { fieldMessages } from "@/lib/contract/messages";
import { Destination, travelDate } from "@/lib/plans/contract";

const optionalTripText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).nullable().transform((value) => value || null);

const tripLink = (label: string) =>
  z
    .string()
    .trim()
    .nullable()
    .transform((value) => value || null)
    .refine((value) => value === null || /^https?:\/\/[^\s]+$/i.test(value), `${label} must be a web address (https://…)`);

const tripFields = {
  title: z.string({ error: fieldMessages({ required: "Title is required" }) }).trim().min(1, "Title is required").max(120, "Title must be at most 120 characters"),
  destination: Destination,
  arrival_date: travelDate("Arrival date"),
  departure_date: travelDate("Departure date"),
  city_id: z.number().int().positive().nullable().optional(),
  description: optionalTripText(5000, "Description").optional(),
  trip_type: z.enum(TRIP_TYPES, { error: "Trip type must be matches or friends" }),
  visibility: z.enum(TRIP_VISIBILITIES, { error: "Visibility must be private or public" }),
  max_participants: z.number().int("Must be a whole number").min(2, "Minimum 2 participants required").max(500).nullable().optional(),
  budget_range: z.enum(BUDGET_RANGES, { error: `Budget must be one of: ${BUDGET_RANGES.join(", ")}` }).nullable().optional(),
  activities: z
    .string()
    .nullable()
    .optional()
    .transform((value) => (value ? value.split(",").map((part) => part.trim()).filter(Boolean) : []))
    .refine((list) => list.every((item) => (ACTIVITIES as readonly string[]).includes(item)), `Activities must be among: ${ACTIVITIES.join(", ")}`)
    .transform((list) => (list.length ? [...new Set(list)].join(", ") : null)),
  trip_style: z.enum(TRIP_STYLES, { error: `Trip style must be one of: ${TRIP_STYLES.join(", ")}` }).nullable().optional(),
  accommodation_link: tripLink("Accommodation link").optional(),
  workspace_link: tripLink("Workspace link").optional(),
};

export const TripFields = z.object(tripFields);
export const CreateTripBody = z.object({
  ...tripFields,
  trip_type: tripFields.trip_type.default("friends"),
  visibility: tripFields.visibility.default("private"),
});

export const TripParticipant = z
  .object({
    id: z.number().int(),
    trip_id: z.number().int(),
    trip_title: z.string(),
    user_id: z.number().int(),
    user_name: z.string(),
    user: z.object({ id: z.number().int(), name: z.string(), handle: z.string().nullable(), photos: z.array(z.string()) }),
    status: z.string(),
    role: z.string(),
    invited_at: z.iso.datetime(),
  })
  .meta({ id: "TripParticipant" });

export const Trip = z
  .object({
    id: z.number().int(),
    creator_id: z.number().int(),
    creator: z.object({ id: z.number().int(), name: z.string() }),
    title: z.string(),
    description: z.string().nullable(),
    destination: z.string(),
    city_id: z.number().int().nullable(),
    arrival_date: z.iso.date().nullable(),
    departure_date: z.iso.date().nullable(),
    trip_type: z.string(),
    visibility: z.string(),
    max_participants: z.number().int().nullable(),
    budget_range: z.string().nullable(),
    activities: z.string().nullable(),
    trip_style: z.string().nullable(),
    accommodation_link: z.string().nullable(),
    workspace_link: z.string().nullable(),
    status: z.string(),
    participant_count: z.number().int(),
    user_status: z.string().nullable(),
    participants: z.array(TripParticipant),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "GroupTrip" });
