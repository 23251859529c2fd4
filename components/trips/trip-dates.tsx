"use client";

import { FormattedDateSpan } from "@/components/ui/formatted-date";
import type { Trip } from "./trip-format";

/** A trip's dates in the member's locale (lib/dates/format.ts), or 'Dates TBD' when one is missing. */
export function TripDates({ trip }: { trip: Pick<Trip, "arrival_date" | "departure_date"> }) {
  if (!trip.arrival_date || !trip.departure_date) return <>Dates TBD</>;
  return <FormattedDateSpan start={trip.arrival_date} end={trip.departure_date} />;
}
