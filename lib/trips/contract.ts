import { z } from "zod";
import { fieldMessages } from "@/lib/contract/messages";
import { operation } from "@/lib/contract/operation";
import { IdParams, rowId } from "@/lib/contract/params";
import { CityId, Destination, NearCityId, travelDate } from "@/lib/plans/contract";
import {
  ACTIVITIES,
  BUDGET_RANGES,
  DEPARTURE_NOT_AFTER_ARRIVAL,
  HOST_STATUSES,
  joinActivities,
  MAX_UPCOMING_HOSTED_TRIPS,
  PARTICIPANT_ROLES,
  PARTICIPANT_STATUSES,
  PARTICIPATION_ANSWERS,
  splitActivities,
  TRIP_STATUSES,
  TRIP_STYLES,
  TRIP_TYPES,
  TRIP_VISIBILITIES,
} from "./values";
export * from "./values";

/** Group trips' contract (docs/product.md §9, docs/api.md §6): shared by routes, forms, db and tests. */

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .transform((value) => value || null);

/**
 * A web address as people type it: "www.example.com" or "example.com/stay" get the https:// they
 * left out (docs/product.md §5); an address with a scheme is kept as it is, and must be http(s).
 */
export function normaliseWebAddress(value: string): string {
  if (/^https?:\/\//i.test(value)) return value;
  if (/^(\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?([/?#]\S*)?$/i.test(value))
    return `https://${value.replace(/^\/\//, "")}`;
  return value;
}

/** Longer than any address people paste (browsers' own practical limit is about this). */
const LINK_MAX_CHARS = 2000;

const link = (label: string) =>
  z
    .string()
    .trim()
    .max(LINK_MAX_CHARS, `${label} must be at most ${LINK_MAX_CHARS} characters`)
    .nullable()
    .transform((value) => (value ? normaliseWebAddress(value) : null))
    .refine(
      (value) => value === null || /^https?:\/\/[^\s]+$/i.test(value),
      `${label} must be a web address (https://…)`,
    );

/** The host's fields (docs/product.md §5), shared by create and edit; create requires the four first. */
const tripFields = {
  title: z
    .string({ error: fieldMessages({ required: "Title is required" }) })
    .trim()
    .min(1, "Title is required")
    .max(120, "Title must be at most 120 characters"),
  destination: Destination,
  arrival_date: travelDate("Arrival date"),
  departure_date: travelDate("Departure date"),
  city_id: CityId,
  near_city_id: NearCityId,
  description: optionalText(5000, "Description").optional(),
  trip_type: z.enum(TRIP_TYPES, { error: "Trip type must be matches or friends" }),
  visibility: z.enum(TRIP_VISIBILITIES, { error: "Visibility must be private or public" }),
  max_participants: z
    .number()
    .int("Must be a whole number")
    .min(2, "Minimum 2 participants required")
    .max(500)
    .nullable()
    .optional(),
  budget_range: z
    .enum(BUDGET_RANGES, { error: `Budget must be one of: ${BUDGET_RANGES.join(", ")}` })
    .nullable()
    .optional(),
  activities: z
    .string()
    .nullable()
    .optional()
    .transform((value) => splitActivities(value))
    .refine(
      (list) => list.every((item) => (ACTIVITIES as readonly string[]).includes(item)),
      `Activities must be among: ${ACTIVITIES.join(", ")}`,
    )
    .transform((list) => (list.length ? joinActivities([...new Set(list)]) : null)),
  trip_style: z
    .enum(TRIP_STYLES, { error: `Trip style must be one of: ${TRIP_STYLES.join(", ")}` })
    .nullable()
    .optional(),
  accommodation_link: link("Accommodation link").optional(),
  workspace_link: link("Workspace link").optional(),
};

/**
 * A member's trip ends after it starts (docs/product.md §5), reported on the departure field. Only
 * when both dates are sent: an edit of one date is checked against the stored other by the service.
 */
function departureAfterArrival(value: { arrival_date?: unknown; departure_date?: unknown }, ctx: z.RefinementCtx) {
  const { arrival_date: arrival, departure_date: departure } = value;
  if (typeof arrival === "string" && typeof departure === "string" && departure <= arrival) {
    ctx.addIssue({ code: "custom", path: ["departure_date"], message: DEPARTURE_NOT_AFTER_ARRIVAL });
  }
}

/** The fields without defaults: edits (PUT, partial) build on this, so a field left out keeps its value. */
export const TripFields = z.object(tripFields);

/** A new trip's fields with the product's defaults, a private friends trip (admins build on it too). */
export const CreateTripBody = z.object({
  ...tripFields,
  trip_type: tripFields.trip_type.default("friends"),
  visibility: tripFields.visibility.default("private"),
});
export type CreateTripBody = z.infer<typeof CreateTripBody>;

/**
 * What POST /group-trips takes: a new trip whose departure is after its arrival. Kept apart from
 * CreateTripBody because an admin's trip only needs its dates in order (docs/api.md §14).
 */
export const HostTripBody = CreateTripBody.superRefine(departureAfterArrival);

export const UpdateTripBody = z
  .object({
    ...tripFields,
    status: z.enum(HOST_STATUSES, {
      error: "Status must be planning, confirmed or completed (cancel by deleting the trip)",
    }),
  })
  .partial()
  .superRefine(departureAfterArrival);
export type UpdateTripBody = z.infer<typeof UpdateTripBody>;

export const InviteBody = z.object({
  user_id: rowId(z.number({ error: fieldMessages({ required: "User ID is required", invalid: "Must be a user id" }) })),
});
export type InviteBody = z.infer<typeof InviteBody>;

const ParticipantParams = z.object({
  id: rowId(z.coerce.number()),
  userId: rowId(z.coerce.number()),
});
const ParticipantUpdateQuery = z.object({
  status_update: z.enum(PARTICIPATION_ANSWERS, { error: "status_update must be accepted or declined" }),
});

const WaitlistMoveBody = z.object({
  position: z
    .number({ error: fieldMessages({ required: "Position is required", invalid: "Must be a whole number" }) })
    .int("Must be a whole number")
    .min(1, "Position must be at least 1")
    .max(1000, "Position must be at most 1000"),
});

/** A participant as the trip screen lists them (docs/api.md §6). */
export const TripParticipant = z
  .object({
    id: z.number().int(),
    trip_id: z.number().int(),
    trip_title: z.string(),
    user_id: z.number().int(),
    user_name: z.string(),
    user: z.object({
      id: z.number().int(),
      name: z.string(),
      handle: z.string().nullable(),
      photos: z.array(z.string()),
    }),
    status: z.enum(PARTICIPANT_STATUSES),
    role: z.enum(PARTICIPANT_ROLES),
    invited_at: z.iso.datetime(),
    /** The place in the trip's waitlist (1 is next) while `status` is "waitlisted"; null otherwise. */
    waitlist_position: z.number().int().nullable(),
  })
  .meta({ id: "TripParticipant" });
export type TripParticipantResponse = z.infer<typeof TripParticipant>;

/** A group trip. Lists carry no participants; the detail lists who the caller may see. */
export const Trip = z
  .object({
    id: z.number().int(),
    creator_id: z.number().int(),
    creator: z.object({ id: z.number().int(), name: z.string() }),
    title: z.string(),
    description: z.string().nullable(),
    destination: z.string(),
    city_id: z.number().int().nullable(),
    /** A destination kept as typed, placed near this listed city; null otherwise. */
    near_city_id: z.number().int().nullable(),
    /** That city's display form ("Kuta, Bali, Indonesia"): the trip shows as "Canggu, near Kuta". */
    near_city_name: z.string().nullable(),
    /** Null on a trip without dates ("Dates TBD"). */
    arrival_date: z.iso.date().nullable(),
    departure_date: z.iso.date().nullable(),
    trip_type: z.enum(TRIP_TYPES),
    visibility: z.enum(TRIP_VISIBILITIES),
    max_participants: z.number().int().nullable(),
    budget_range: z.string().nullable(),
    /** Names joined by ", ". */
    activities: z.string().nullable(),
    trip_style: z.string().nullable(),
    accommodation_link: z.string().nullable(),
    workspace_link: z.string().nullable(),
    status: z.enum(TRIP_STATUSES),
    /** Accepted participants, the host included. */
    participant_count: z.number().int(),
    /** The caller's own participation, null when they have none. */
    user_status: z.enum(PARTICIPANT_STATUSES).nullable(),
    /**
     * The trip chat's messages the caller has not read (docs/api.md §6.4: the others' messages after
     * their read mark); null when the caller has no chat there (not an accepted participant).
     */
    unread_messages: z.number().int().nullable(),
    /** How many members wait for a place (docs/api.md §6.5). */
    waitlist_count: z.number().int(),
    /** The caller's place in the waitlist (1 is next), null when they are not waiting. */
    waitlist_position: z.number().int().nullable(),
    participants: z.array(TripParticipant),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "GroupTrip" });
export type TripResponse = z.infer<typeof Trip>;

const ConvertedPlan = z.object({ group_trip_id: z.number().int() }).meta({ id: "ConvertedPlan" });

const tag = "Group trips";

const tripList = <const Path extends string>(path: Path, summary: string) =>
  operation({ method: "GET", path, tag, summary, auth: "member", response: z.array(Trip) });

export const tripsApi = {
  list: tripList("/group-trips", "List the trips I host or take part in"),
  hosting: tripList("/group-trips/hosting", "List the trips I host"),
  joining: tripList("/group-trips/joining", "List the trips I am invited to, asked to join or joined"),
  discover: tripList("/group-trips/discover", "List open public trips of my connections that I am not part of"),
  create: operation({
    method: "POST",
    path: "/group-trips",
    tag,
    summary: "Host a trip",
    description: `A member hosts at most ${MAX_UPCOMING_HOSTED_TRIPS} upcoming trips (planning or confirmed, not yet over): one more is 409.`,
    auth: "member",
    body: HostTripBody,
    status: 201,
    response: Trip,
    errors: [409],
  }),
  get: operation({
    method: "GET",
    path: "/group-trips/{id}",
    tag,
    summary: "Read a trip I can see",
    auth: "member",
    params: IdParams,
    response: Trip,
    errors: [404],
  }),
  update: operation({
    method: "PUT",
    path: "/group-trips/{id}",
    tag,
    summary: "Edit a trip I host",
    description: "Partial: a field left out keeps its value. The cap cannot go below who already accepted (409).",
    auth: "member",
    params: IdParams,
    body: UpdateTripBody,
    response: Trip,
    errors: [403, 404, 409],
  }),
  cancel: operation({
    method: "DELETE",
    path: "/group-trips/{id}",
    tag,
    summary: "Cancel a trip I host",
    description: "The trip is removed and its accepted participants are told.",
    auth: "member",
    params: IdParams,
    status: 204,
    errors: [403, 404],
  }),
  invite: operation({
    method: "POST",
    path: "/group-trips/{id}/invite",
    tag,
    summary: "Invite one of my matches or friends to a trip I host",
    auth: "member",
    params: IdParams,
    body: InviteBody,
    status: 201,
    response: TripParticipant,
    errors: [403, 404, 409],
  }),
  join: operation({
    method: "POST",
    path: "/group-trips/{id}/join",
    tag,
    summary: "Ask to join a public trip",
    description:
      'On a trip with a free place the request waits for the host ("requested"); on a full trip it is accepted onto the waitlist ("waitlisted", last in line, with its `waitlist_position`).',
    auth: "member",
    params: IdParams,
    status: 201,
    response: TripParticipant,
    errors: [403, 404, 409],
  }),
  answer: operation({
    method: "PUT",
    path: "/group-trips/{id}/participants/{userId}",
    tag,
    summary: "Accept or decline an invitation or a request to join",
    description:
      "The host answers requests to join; only an invitee answers an invitation, their own (the host gets 403 and may withdraw it with DELETE). " +
      'A yes on a full trip puts the person last on its waitlist ("waitlisted") instead.',
    auth: "member",
    params: ParticipantParams,
    query: ParticipantUpdateQuery,
    response: TripParticipant,
    errors: [403, 404, 409],
  }),
  removeParticipant: operation({
    method: "DELETE",
    path: "/group-trips/{id}/participants/{userId}",
    tag,
    summary: "Leave a trip, or remove someone from a trip I host",
    description:
      "The host removes anyone but themselves, whatever their status: an invitation is withdrawn, or someone taken off the waitlist, this way. " +
      "A place freed goes at once to the first member on the waitlist, who is told.",
    auth: "member",
    params: ParticipantParams,
    status: 204,
    errors: [403, 404, 409],
  }),
  moveWaiting: operation({
    method: "PUT",
    path: "/group-trips/{id}/waitlist/{userId}",
    tag,
    summary: "Move a waiting member to another place in the waitlist of a trip I host",
    description:
      "The others keep their order around them; a position past the end means last. Answers the trip as its host sees it. 404 when the member is not waiting.",
    auth: "member",
    params: ParticipantParams,
    body: WaitlistMoveBody,
    response: Trip,
    errors: [403, 404],
  }),
  convertPlan: operation({
    method: "POST",
    path: "/travel-plans/{id}/convert-to-group-trip",
    tag,
    summary: "Turn one of my travel plans into a trip I host",
    description: `A private friends trip titled after the plan's city; a plan converts once (409), and counts against the cap of ${MAX_UPCOMING_HOSTED_TRIPS} upcoming hosted trips (409).`,
    auth: "member",
    params: IdParams,
    status: 201,
    response: ConvertedPlan,
    errors: [404, 409],
  }),
};
