"use client";

import { CityCombobox, type CityValue } from "@/components/cities/city-combobox";
import { TextField } from "@/components/ui/text-field";
import type { FieldErrors } from "@/components/forms/form-errors";

/** The member's version of a detected event (docs/api.md §8.2): a destination and dates to import instead. */
export type Correction = { city: CityValue; arrival: string; departure: string };
/** What the check or the server said about a correction, by its field. */
export type CorrectionErrors = FieldErrors<"destination" | "arrival" | "departure">;

type Props = {
  eventId: number;
  title: string;
  value: Correction;
  errors?: CorrectionErrors;
  onChange: (value: Correction) => void;
};

/**
 * Under a chosen event of the Import list: its destination (the city picker) and days, filled with
 * what was detected, for the member to fix, or to give a destination to an event that has none.
 * What is wrong with a correction (`overrides.<id>.<field>`) shows under its field.
 */
export function EventCorrection({ eventId, title, value, errors = {}, onChange }: Props) {
  const name = `event-${eventId}`;
  return (
    <fieldset className="mt-2 flex flex-col gap-3 rounded-xl border border-border bg-surface px-4 py-3">
      <legend className="px-1 text-sm font-medium text-foreground">Correct “{title}” before importing</legend>
      <CityCombobox
        name={`${name}-destination`}
        label="Destination"
        placeholder="Start typing a city, e.g. Lisbon"
        value={value.city}
        error={errors.destination}
        onChange={(city) => onChange({ ...value, city })}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          name={`${name}-arrival`}
          type="date"
          label="Arrival date"
          value={value.arrival}
          error={errors.arrival}
          onChange={(change) => onChange({ ...value, arrival: change.target.value })}
        />
        <TextField
          name={`${name}-departure`}
          type="date"
          label="Departure date"
          min={value.arrival || undefined}
          value={value.departure}
          error={errors.departure}
          onChange={(change) => onChange({ ...value, departure: change.target.value })}
        />
      </div>
    </fieldset>
  );
}
