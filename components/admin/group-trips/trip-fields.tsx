"use client";

import { TRIP_TYPE_OPTIONS, VISIBILITY_OPTIONS } from "@/components/trips/options";
import { CheckboxGroupField } from "@/components/ui/checkbox-group-field";
import { SelectField } from "@/components/ui/select-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { TextField } from "@/components/ui/text-field";
import type { AdminTrip } from "@/lib/admin/contract";
import { ACTIVITIES, BUDGET_RANGES, TRIP_STATUSES, TRIP_STYLES } from "@/lib/trips/values";
import { bind, IdField, wordOptions } from "../kit/fields";
import type { AdminForm } from "../kit/use-admin-form";
import type { TripValues } from "./trip-form";

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** Every trip field (docs/product.md §3), with the admin defaults of EMPTY_TRIP; destination is plain text. */
export default function TripFields({ form }: { form: AdminForm<TripValues, AdminTrip> }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <IdField form={form} field="creator_id" label="Creator ID" required />
        <TextField label="Title" required maxLength={120} {...bind(form, "title")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Destination"
          required
          maxLength={200}
          placeholder="e.g. Lisbon, Portugal"
          {...bind(form, "destination")}
        />
        <TextField type="date" label="Arrival date" required {...bind(form, "arrival_date")} />
        <TextField type="date" label="Departure date" required {...bind(form, "departure_date")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField label="Trip type" options={TRIP_TYPE_OPTIONS} {...bind(form, "trip_type")} />
        <SelectField label="Visibility" options={VISIBILITY_OPTIONS} {...bind(form, "visibility")} />
        <SelectField label="Status" options={wordOptions(TRIP_STATUSES)} {...bind(form, "status")} />
        <TextField
          type="number"
          inputMode="numeric"
          min={2}
          step={1}
          label="Max participants"
          optional
          hint="Empty means unlimited."
          {...bind(form, "max_participants")}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Budget range"
          optional
          emptyLabel="Not set"
          options={asOptions(BUDGET_RANGES)}
          {...bind(form, "budget_range")}
        />
        <SelectField
          label="Trip style"
          optional
          emptyLabel="Not set"
          options={asOptions(TRIP_STYLES)}
          {...bind(form, "trip_style")}
        />
      </div>
      <CheckboxGroupField
        name="activities"
        legend="Activities"
        optional
        options={ACTIVITIES}
        value={form.values.activities}
        onChange={(activities) => form.set("activities", activities)}
        error={form.errors.activities}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          type="url"
          inputMode="url"
          label="Accommodation link"
          optional
          placeholder="https://"
          {...bind(form, "accommodation_link")}
        />
        <TextField
          type="url"
          inputMode="url"
          label="Workspace link"
          optional
          placeholder="https://"
          {...bind(form, "workspace_link")}
        />
      </div>
      <TextareaField label="Description" optional maxLength={5000} {...bind(form, "description")} />
    </>
  );
}
