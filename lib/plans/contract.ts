import { PLAN_VISIBILITIES } from "@/lib/accounts/values";
import { z } from "zod";
import { fieldMessages } from "@/lib/contract/messages";
import { operation } from "@/lib/contract/operation";
import { IdParams, rowId } from "@/lib/contract/params";
import { DEPARTURE_BEFORE_ARRIVAL, MAX_UPCOMING_PLANS, PLAN_STATUSES } from "./values";
export * from "./values";

/** A solo travel plan's contract (docs/product.md §5, docs/api.md §4): shared by routes, forms, db and tests. */

/**
 * The years a trip's dates may fall in. ISO dates run from year 0000, which PostgreSQL's date cannot
 * hold (a 500 once), to 9999; nobody travels in either, and a plan ten thousand years long meets
 * everyone's (docs/api.md §4.2).
 */
const FIRST_TRAVEL_DATE = "2000-01-01";
const LAST_TRAVEL_DATE = "2100-12-31";
const TRAVEL_DATE_RANGE = "Must be a date between 2000 and 2100";

/** A YYYY-MM-DD date; `label` names it when it is missing ("Arrival date is required"). */
export const travelDate = (label: string) =>
  z.iso
    .date({
      error: fieldMessages({ required: `${label} is required`, invalid: "Must be a date (YYYY-MM-DD)" }),
      abort: true,
    })
    .refine((date) => date >= FIRST_TRAVEL_DATE && date <= LAST_TRAVEL_DATE, TRAVEL_DATE_RANGE);
export const TravelDate = travelDate("Date");

/** Destination, required with its own message (docs/api.md, "Messages of validation"). */
export const Destination = z
  .string({ error: fieldMessages({ required: "Destination is required" }) })
  .trim()
  .min(1, "Destination is required")
  .max(200, "Destination must be at most 200 characters");

/** A city picked from the search; free text without one is resolved by the server. */
export const CityId = rowId().nullable().optional();

/**
 * A destination the data set lacks, kept as typed and placed near this listed city
 * (docs/decisions/027-regions-hold-their-places.md); only without `city_id`. Null clears it.
 */
export const NearCityId = rowId()
  .nullable()
  .optional()
  .describe(
    "A listed city (kind `city`) the typed destination is near: kept as typed, met from there. Only without `city_id`; unknown is 422 `Unknown place`",
  );

const optionalPurpose = z
  .string()
  .trim()
  .max(500, "Travel purpose must be at most 500 characters")
  .nullable()
  .transform((value) => value || null);

const planStatus = z.enum(PLAN_STATUSES, { error: "Status must be active, completed or cancelled" });

/** Who sees the plan besides its owner (docs/api.md §4.2, "Who sees a plan"). */
export const PlanVisibilityField = z
  .enum(PLAN_VISIBILITIES, { error: "Visibility must be everyone, connections or private" })
  .describe(
    "Who sees the plan: `everyone` (Discover, near misses, profiles), `connections` (accepted matches and friends only: upcoming and their profile view, never Discover) or `private` (the owner only)",
  );

/** Departure not before arrival, reported on the departure field. */
export function departureAfterArrival(value: { arrival_date?: string; departure_date?: string }, ctx: z.RefinementCtx) {
  if (value.arrival_date && value.departure_date && value.departure_date < value.arrival_date) {
    ctx.addIssue({ code: "custom", path: ["departure_date"], message: DEPARTURE_BEFORE_ARRIVAL });
  }
}

/**
 * The member has been told the plan's days clash with another of theirs somewhere else, and keeps
 * it (docs/api.md §4.2); without it such a plan is 409 with the clashing plan.
 */
const OverlapConfirmed = z
  .boolean({ error: "Must be true or false" })
  .optional()
  .describe("True once the member was shown the plan it clashes with (409) and keeps both");

export const CreatePlanBody = z
  .object({
    destination: Destination,
    arrival_date: travelDate("Arrival date"),
    departure_date: travelDate("Departure date"),
    travel_purpose: optionalPurpose.optional(),
    city_id: CityId,
    near_city_id: NearCityId,
    /** Omitted: the member's default (`default_plan_visibility`, docs/api.md §3.1). */
    visibility: PlanVisibilityField.optional(),
    overlap_confirmed: OverlapConfirmed,
  })
  .superRefine(departureAfterArrival);
export type CreatePlanBody = z.infer<typeof CreatePlanBody>;

export const UpdatePlanBody = z
  .object({
    destination: Destination.optional(),
    arrival_date: TravelDate.optional(),
    departure_date: TravelDate.optional(),
    travel_purpose: optionalPurpose.optional(),
    city_id: CityId,
    near_city_id: NearCityId,
    status: planStatus.optional(),
    visibility: PlanVisibilityField.optional(),
    overlap_confirmed: OverlapConfirmed,
  })
  .superRefine(departureAfterArrival);
export type UpdatePlanBody = z.infer<typeof UpdatePlanBody>;

const PlanListQuery = z.object({ status: planStatus.optional() });

export const Plan = z
  .object({
    id: z.number().int(),
    user_id: z.number().int(),
    destination: z.string(),
    city_id: z.number().int().nullable(),
    /** A destination kept as typed, placed near this listed city; null otherwise. */
    near_city_id: z.number().int().nullable(),
    /** That city's display form ("Kuta, Bali, Indonesia"): the plan shows as "Canggu, near Kuta". */
    near_city_name: z.string().nullable(),
    arrival_date: z.iso.date(),
    departure_date: z.iso.date(),
    travel_purpose: z.string().nullable(),
    /** An active plan whose departure has passed reads as completed. */
    status: z.enum(PLAN_STATUSES),
    /** Who sees it besides its owner. */
    visibility: z.enum(PLAN_VISIBILITIES),
    /** The hosted trip this plan was converted into (a plan converts once). */
    group_trip_id: z.number().int().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "TravelPlan" });
export type PlanResponse = z.infer<typeof Plan>;

/** 409 for a plan whose days clash with another of the member's elsewhere: that plan, to show them. */
const PlanClash = z
  .object({
    detail: z.string(),
    /** The member's other plan, somewhere else, on some of the same nights. */
    clashing_plan: Plan.optional(),
  })
  .meta({ id: "PlanClash" });

const CLASH =
  "A plan whose nights meet another of yours somewhere else is 409 with `clashing_plan` until sent again with `overlap_confirmed: true`.";

const tag = "Travel plans";

export const plansApi = {
  list: operation({
    method: "GET",
    path: "/travel-plans",
    tag,
    summary: "List my travel plans",
    auth: "member",
    query: PlanListQuery,
    response: z.array(Plan),
  }),
  create: operation({
    method: "POST",
    path: "/travel-plans",
    tag,
    summary: "Create a travel plan",
    description: `A member holds at most ${MAX_UPCOMING_PLANS} upcoming plans (active, not yet over): one more is 409. ${CLASH}`,
    auth: "member",
    body: CreatePlanBody,
    status: 201,
    response: Plan,
    errors: [409],
    errorBodies: { 409: PlanClash },
  }),
  get: operation({
    method: "GET",
    path: "/travel-plans/{id}",
    tag,
    summary: "Read one of my travel plans",
    auth: "member",
    params: IdParams,
    response: Plan,
    errors: [404],
  }),
  update: operation({
    method: "PUT",
    path: "/travel-plans/{id}",
    tag,
    summary: "Change one of my travel plans",
    description: `A cancelled or past plan made upcoming again counts against the cap of ${MAX_UPCOMING_PLANS} upcoming plans (409). ${CLASH}`,
    auth: "member",
    params: IdParams,
    body: UpdatePlanBody,
    response: Plan,
    errors: [404, 409],
    errorBodies: { 409: PlanClash },
  }),
  remove: operation({
    method: "DELETE",
    path: "/travel-plans/{id}",
    tag,
    summary: "Delete one of my travel plans",
    auth: "member",
    params: IdParams,
    status: 204,
    errors: [404],
  }),
};
