import { DEFAULT_DATE_LOCALE, formatDateSpan } from "@/lib/dates/format";
import type { TripParticipantResponse, TripResponse } from "@/lib/trips/contract";

export type Trip = TripResponse;
export type Participant = TripParticipantResponse;

/**
 * 'Jan 05, 2025 – Jan 12, 2025' in `locale` (lib/dates/format.ts), or docs/product.md §2's 'Dates TBD' when a date is
 * missing.
 */
export function tripDates(
  trip: Pick<Trip, "arrival_date" | "departure_date">,
  locale: string | undefined = DEFAULT_DATE_LOCALE,
): string {
  if (!trip.arrival_date || !trip.departure_date) return "Dates TBD";
  return formatDateSpan(trip.arrival_date, trip.departure_date, { locale });
}

/** '3 / 6 participants' when there is a maximum, else '3 participants'. */
export function participantCount(trip: Pick<Trip, "participant_count" | "max_participants">): string {
  const noun = trip.participant_count === 1 && !trip.max_participants ? "participant" : "participants";
  return trip.max_participants
    ? `${trip.participant_count} / ${trip.max_participants} ${noun}`
    : `${trip.participant_count} ${noun}`;
}

/** '2 waiting' when people wait for a place (docs/api.md §6.5), else nothing. */
export const waitingCount = (trip: Pick<Trip, "waitlist_count">): string | null =>
  trip.waitlist_count > 0 ? `${trip.waitlist_count} waiting` : null;

/** Whether every place is taken: a request to join then goes onto the waitlist (docs/api.md §6.5). */
export const isTripFull = (trip: Pick<Trip, "participant_count" | "max_participants">): boolean =>
  trip.max_participants !== null && trip.participant_count >= trip.max_participants;

/** Where the trip screens' back-links lead (docs/product.md §2): the host's list, the joiner's, else the network's. */
export function myTripsHref(trip: Pick<Trip, "creator_id" | "user_status">, viewerId: number): string {
  if (trip.creator_id === viewerId) return "/app/travel-plans?tab=hosting";
  return trip.user_status ? "/app/travel-plans?tab=joining" : "/app/travel-plans?tab=network";
}

/** The react-query key of a trip's detail, shared by the trip screen and the invite dialogs. */
export const tripQueryKey = (tripId: number) => ["group-trip", tripId] as const;
/** The prefix of every trip detail's key: each carries its chat's unread count (docs/api.md §6.4). */
export const TRIP_DETAILS_KEY = ["group-trip"] as const;
