import type { CityValue } from "@/components/cities/city-combobox";
import type { FormErrorOptions } from "@/components/forms/form-errors";
import { ACTIVITIES, joinActivities, splitActivities, type TripType, type Visibility } from "@/lib/trips/values";
import type { Trip } from "./trip-format";

/** What the Host a Trip and Edit Trip forms hold, as typed. */
export type TripFormValues = {
  title: string;
  destination: CityValue;
  arrival_date: string;
  departure_date: string;
  trip_type: TripType;
  visibility: Visibility;
  max_participants: string;
  status: string;
  description: string;
  budget_range: string;
  trip_style: string;
  activities: string[];
  accommodation_link: string;
  workspace_link: string;
};

export type TripField = keyof TripFormValues;

/**
 * The fields that show their errors, in screen order (the first in error takes the focus); a
 * city id problem is the destination's. Trip type and visibility are picked from the contract's
 * lists, so a problem there is told in the form's sentence.
 */
export const TRIP_FORM = {
  fields: [
    "title",
    "destination",
    "arrival_date",
    "departure_date",
    "max_participants",
    "status",
    "description",
    "budget_range",
    "trip_style",
    "activities",
    "accommodation_link",
    "workspace_link",
  ],
  aliases: { city_id: "destination", near_city_id: "destination" },
  // A checkbox group takes the focus on its first box.
  idOf: (field) => (field === "activities" ? "field-activities-0" : `field-${field}`),
} as const satisfies FormErrorOptions<TripField>;

/** docs/product.md §3: the host form defaults to a private friends trip. */
export function initialTripValues(trip?: Trip): TripFormValues {
  return {
    title: trip?.title ?? "",
    destination: trip?.near_city_id
      ? {
          text: trip.destination,
          cityId: null,
          keptAsTyped: true,
          near: { id: trip.near_city_id, name: trip.near_city_name ?? "" },
        }
      : { text: trip?.destination ?? "", cityId: trip?.city_id ?? null },
    arrival_date: trip?.arrival_date ?? "",
    departure_date: trip?.departure_date ?? "",
    trip_type: trip?.trip_type ?? "friends",
    visibility: trip?.visibility ?? "private",
    max_participants: trip?.max_participants ? String(trip.max_participants) : "",
    status: trip?.status ?? "planning",
    description: trip?.description ?? "",
    budget_range: trip?.budget_range ?? "",
    trip_style: trip?.trip_style ?? "",
    activities: ACTIVITIES.filter((name) => splitActivities(trip?.activities).includes(name)),
    accommodation_link: trip?.accommodation_link ?? "",
    workspace_link: trip?.workspace_link ?? "",
  };
}

type TripBody = Record<string, unknown>;

/** Every field as the API takes it; an empty optional field is null. */
function apiValues(values: TripFormValues) {
  const text = (value: string) => value.trim() || null;
  const max = values.max_participants.trim();
  return {
    title: values.title.trim(),
    destination: values.destination.text.trim(),
    arrival_date: values.arrival_date,
    departure_date: values.departure_date,
    trip_type: values.trip_type,
    visibility: values.visibility,
    max_participants: max ? Number(max) : null,
    description: text(values.description),
    budget_range: text(values.budget_range),
    trip_style: text(values.trip_style),
    activities: values.activities.length ? joinActivities(values.activities) : null,
    accommodation_link: text(values.accommodation_link),
    workspace_link: text(values.workspace_link),
  };
}

/** POST /group-trips: empty optional fields are left out (docs/product.md §5). */
export function createBody(values: TripFormValues): TripBody {
  const body: TripBody = Object.fromEntries(Object.entries(apiValues(values)).filter(([, value]) => value !== null));
  if (values.destination.cityId) body.city_id = values.destination.cityId;
  if (values.destination.near) body.near_city_id = values.destination.near.id;
  return body;
}

/**
 * PUT /group-trips/{id} is partial: only what the host changed from the prefilled form is sent,
 * an emptied field as null. Unchanged dates stay out, so a trip already under way can be edited.
 */
export function updateBody(values: TripFormValues, trip: Trip): TripBody {
  const prefilled = initialTripValues(trip);
  const [before, after] = [apiValues(prefilled), apiValues(values)];
  const body: TripBody = {};
  for (const field of Object.keys(after) as (keyof typeof after)[]) {
    if (after[field] !== before[field]) body[field] = after[field];
  }
  const nearId = values.destination.near?.id ?? null;
  if (
    body.destination !== undefined ||
    values.destination.cityId !== prefilled.destination.cityId ||
    nearId !== (prefilled.destination.near?.id ?? null)
  ) {
    body.destination = after.destination;
    body.city_id = values.destination.cityId;
    body.near_city_id = nearId;
  }
  if (body.arrival_date !== undefined || body.departure_date !== undefined) {
    body.arrival_date = after.arrival_date;
    body.departure_date = after.departure_date;
  }
  if (values.status !== prefilled.status) body.status = values.status;
  return body;
}
