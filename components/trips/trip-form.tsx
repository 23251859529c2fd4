"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useState, useTransition, type ChangeEvent, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { CityCombobox, type CityValue } from "@/components/cities/city-combobox";
import { DidYouMean, useDestinationCheck } from "@/components/cities/destination-check";
import { api } from "@/components/data/api-client";
import { useFormErrors } from "@/components/forms/form-errors";
import { Alert } from "@/components/ui/alert";
import { Button, buttonClasses } from "@/components/ui/button";
import { CheckboxGroupField } from "@/components/ui/checkbox-group-field";
import { FormSection } from "@/components/ui/form-section";
import { RadioGroupField } from "@/components/ui/radio-group-field";
import { SelectField } from "@/components/ui/select-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { TextField } from "@/components/ui/text-field";
import type { CitySuggestion } from "@/lib/cities/contract";
import { ACTIVITIES, BUDGET_RANGES, HOST_STATUSES, TRIP_STYLES } from "@/lib/trips/values";
import { TRIP_TYPE_OPTIONS } from "./options";
import { visibilityOptions } from "./visibility-options";
import { CONNECTIONS_QUERY_KEY, fetchConnections } from "./queries";
import {
  TRIP_FORM,
  createBody,
  initialTripValues,
  updateBody,
  type TripField,
  type TripFormValues,
} from "./trip-form-values";
import { tripHref } from "./paths";
import { tripQueryKey, type Trip } from "./trip-format";
import type { CreateTripBody, UpdateTripBody } from "@/lib/trips/contract";

/** The fields typed or picked as one string. */
type TextKey =
  | "title"
  | "arrival_date"
  | "departure_date"
  | "max_participants"
  | "status"
  | "description"
  | "budget_range"
  | "trip_style"
  | "accommodation_link"
  | "workspace_link";

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const STATUS_OPTIONS = HOST_STATUSES.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) }));

/**
 * Host a Trip (no `trip`) and Edit Trip (`trip` prefilled): docs/product.md §2's four sections, checked
 * with the route's own schema before sending (docs/product.md §5), the server's field errors under
 * their fields, then the trip screen. An edit checks the whole form as a trip and sends only the changes.
 */
export function TripForm({ trip }: { trip?: Trip }) {
  const editing = trip !== undefined;
  const router = useRouter();
  const queryClient = useQueryClient();
  const [navigating, startNavigation] = useTransition();
  const [values, setValues] = useState<TripFormValues>(() => initialTripValues(trip));
  const { errors, formError, check, fail } = useFormErrors(TRIP_FORM);
  const destinationCheck = useDestinationCheck();
  // The question stands for the text it was asked about; typing or picking again retires it.
  const question =
    destinationCheck.question?.typed === values.destination.text.trim() && values.destination.cityId === null
      ? destinationCheck.question
      : null;

  // Who a public trip of this type is seen by, named in the visibility choice (docs/api.md §6.2).
  const connections = useQuery({ queryKey: CONNECTIONS_QUERY_KEY, queryFn: fetchConnections });
  const seers = connections.data
    ?.filter((connection) => values.trip_type === "friends" || connection.kind === "Match")
    .map((connection) => connection.person.name);

  const set = <K extends TripField>(field: K, value: TripFormValues[K]) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      editing
        ? api("PUT /group-trips/{id}", { params: { id: trip.id }, body: body as UpdateTripBody })
        : api("POST /group-trips", { body: body as CreateTripBody }),
    onSuccess: (saved) => {
      queryClient.setQueryData(tripQueryKey(saved.id), saved);
      toast.success(editing ? "Trip updated" : `"${saved.title}" is ready: invite people to it`);
      startNavigation(() => router.push(tripHref(saved.id)));
    },
    onError: (error) =>
      fail(error, (detail) => `${editing ? "Failed to update trip" : "Failed to create trip"}: ${detail}`),
  });

  /**
   * Checks the form and, when it sends text typed and not picked, asks what it means unless
   * `confirmed` (docs/api.md §4.2), then saves. `destination` replaces the form's when given.
   */
  async function submit(destination = values.destination, confirmed = false) {
    const current = { ...values, destination };
    const whole = await check(() => import("@/lib/trips/contract").then((m) => m.HostTripBody), createBody(current));
    if (!whole) return;
    const body = editing
      ? await check(() => import("@/lib/trips/contract").then((m) => m.UpdateTripBody), updateBody(current, trip))
      : whole;
    if (!body) return;
    if (!confirmed && body.destination !== undefined && !(await destinationCheck.readyToSave(destination))) return;
    save.mutate(body);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit();
  }

  function pick(city: CitySuggestion) {
    const picked: CityValue = { text: city.name, cityId: city.id };
    set("destination", picked);
    void submit(picked);
  }

  const busy = save.isPending || navigating;
  const text = (field: TextKey) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(field, event.target.value),
  });

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={editing ? "Edit Trip" : "Host a Trip"}
      className="flex flex-col gap-6"
    >
      {formError && <Alert tone="error">{formError}</Alert>}

      <FormSection id="basic-information" title="Basic Information">
        <TextField label="Title" required maxLength={120} placeholder="e.g. Surf week in Ericeira" {...text("title")} />
        <CityCombobox
          name="destination"
          label="Destination"
          required
          placeholder="Start typing a city, e.g. Lisbon"
          value={values.destination}
          onChange={(destination) => set("destination", destination)}
          error={errors.destination}
          anchoring
        />
        {question && (
          <DidYouMean question={question} onPick={pick} onKeep={() => void submit(values.destination, true)} />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField type="date" label="Arrival date" required {...text("arrival_date")} />
          <TextField
            type="date"
            label="Departure date"
            required
            min={values.arrival_date || undefined}
            {...text("departure_date")}
          />
        </div>
      </FormSection>

      <FormSection id="trip-settings" title="Trip Settings">
        <div className="grid gap-4 md:grid-cols-2">
          <RadioGroupField
            name="trip_type"
            legend="Trip type"
            options={TRIP_TYPE_OPTIONS}
            value={values.trip_type}
            onChange={(value) => set("trip_type", value)}
          />
          <RadioGroupField
            name="visibility"
            legend="Visibility"
            options={visibilityOptions(values.trip_type, seers)}
            value={values.visibility}
            onChange={(value) => set("visibility", value)}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="number"
            inputMode="numeric"
            min={2}
            step={1}
            label="Max participants"
            optional
            hint="Empty means unlimited."
            {...text("max_participants")}
          />
          {editing && <SelectField label="Status" options={STATUS_OPTIONS} {...text("status")} />}
        </div>
      </FormSection>

      <FormSection id="trip-details" title="Trip Details">
        <TextareaField
          label="Description"
          optional
          maxLength={5000}
          placeholder="What the trip is about, the plan, who it suits…"
          {...text("description")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Budget range"
            optional
            emptyLabel="Not set"
            options={asOptions(BUDGET_RANGES)}
            {...text("budget_range")}
          />
          <SelectField
            label="Trip style"
            optional
            emptyLabel="Not set"
            options={asOptions(TRIP_STYLES)}
            {...text("trip_style")}
          />
        </div>
        <CheckboxGroupField
          name="activities"
          legend="Activities"
          optional
          options={ACTIVITIES}
          value={values.activities}
          onChange={(activities) => set("activities", activities)}
          error={errors.activities}
        />
      </FormSection>

      <FormSection id="accommodation-workspace" title="Accommodation & Workspace">
        <TextField
          type="url"
          inputMode="url"
          label="Accommodation link"
          optional
          placeholder="https://"
          {...text("accommodation_link")}
        />
        <TextField
          type="url"
          inputMode="url"
          label="Workspace link"
          optional
          placeholder="https://"
          {...text("workspace_link")}
        />
      </FormSection>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link
          href={editing ? tripHref(trip.id) : "/app/travel-plans?tab=hosting"}
          className={buttonClasses({ variant: "secondary" })}
        >
          Cancel
        </Link>
        <Button type="submit" loading={busy} loadingText={editing ? "Saving..." : "Creating..."}>
          {editing ? "Save Changes" : "Create Trip"}
        </Button>
      </div>
    </form>
  );
}
