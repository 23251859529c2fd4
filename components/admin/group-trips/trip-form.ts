import type { SchemaLoader } from "@/components/forms/form-errors";
import type { AdminTrip } from "@/lib/admin/contract";
import { ACTIVITIES } from "@/lib/trips/values";
import { defined, numberValue, orNull, REQUIRED_FIELDS_WARNING, requireFields, type Checked } from "../kit/form-values";

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
  creator_id: "",
  title: "",
  destination: "",
  arrival_date: "",
  departure_date: "",
  trip_type: "friends",
  visibility: "public",
  max_participants: "",
  budget_range: "",
  activities: [],
  trip_style: "",
  accommodation_link: "",
  workspace_link: "",
  status: "planning",
  description: "",
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

/** The create route's schema, loaded on submit so zod stays out of the page's first load. */
export const tripCreateSchema: SchemaLoader = () => import("@/lib/admin/contract").then((m) => m.AdminCreateTripBody);

/** docs/product.md §5.11: empty optional fields (max participants among them) are left out of a create. */
export function tripCreateBody(values: TripValues): Promise<Checked<Record<string, unknown>>> {
  const body = Object.fromEntries(
    Object.entries(tripBody(values)).filter(([, value]) => value !== null && value !== undefined),
  );
  return requireFields(tripCreateSchema, body, REQUIRED_FIELDS_WARNING);
}

/** An edit sends every field; an emptied optional field is cleared (an empty maximum means unlimited). */
export function tripUpdateBody(values: TripValues): Record<string, unknown> {
  return defined(tripBody(values));
}
