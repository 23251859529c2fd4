"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent } from "react";
import { toast } from "sonner";
import { CityCombobox, type CityValue } from "@/components/cities/city-combobox";
import { ApiError, apiRequest } from "@/components/data/api-client";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { errorDetail } from "@/components/ui/error-detail";
import { TextField } from "@/components/ui/text-field";
import type { PlanResponse } from "@/lib/plans/schemas";

type Field = "destination" | "arrival_date" | "departure_date" | "travel_purpose";
type Errors = Partial<Record<Field, string>>;
type CreatePlanBody = { destination: string; arrival_date: string; departure_date: string; travel_purpose?: string; city_id?: number };

const FIELD_IDS: Record<Field, string> = {
  destination: "field-destination",
  arrival_date: "field-arrival_date",
  departure_date: "field-departure_date",
  travel_purpose: "field-travel_purpose",
};
const FIELD_ORDER: Field[] = ["destination", "arrival_date", "departure_date", "travel_purpose"];

const EMPTY_CITY: CityValue = { text: "", cityId: null };

/** docs/product.md §5: destination, arrival and departure are required; departure not before arrival (docs/api.md §4). */
function checkPlan(destination: string, arrival: string, departure: string): Errors {
  const errors: Errors = {};
  if (!destination.trim()) errors.destination = "Destination is required";
  if (!arrival) errors.arrival_date = "Arrival date is required";
  if (!departure) errors.departure_date = "Departure date is required";
  else if (arrival && departure < arrival) errors.departure_date = "Departure date must be on or after the arrival date";
  return errors;
}

function focusFirstError(errors: Errors) {
  const first = FIELD_ORDER.find((field) => errors[field]);
  if (first) document.getElementById(FIELD_IDS[first])?.focus();
}

/** The inline Create Solo Trip form of My Trips' solo tab. */
export function CreatePlanForm() {
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const [destination, setDestination] = useState<CityValue>(EMPTY_CITY);
  const [arrival, setArrival] = useState("");
  const [departure, setDeparture] = useState("");
  const [purpose, setPurpose] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const create = useMutation({
    mutationFn: (body: CreatePlanBody) => apiRequest<PlanResponse>("/travel-plans", { method: "POST", body }),
    onSuccess: (plan) => {
      toast.success(`Trip to ${plan.destination} created!`);
      setDestination(EMPTY_CITY);
      setArrival("");
      setDeparture("");
      setPurpose("");
      startRefresh(() => router.refresh());
    },
    onError: (error) => {
      const fieldErrors: Errors = {};
      if (error instanceof ApiError) {
        for (const { field, message } of error.errors) {
          const key = field === "city_id" ? "destination" : field;
          if (key in FIELD_IDS && !fieldErrors[key as Field]) fieldErrors[key as Field] = message;
        }
      }
      setErrors(fieldErrors);
      const hasFieldErrors = Object.keys(fieldErrors).length > 0;
      setFormError(hasFieldErrors ? null : `Failed to create travel plan: ${errorDetail(error) ?? "please try again"}`);
      if (hasFieldErrors) focusFirstError(fieldErrors);
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkPlan(destination.text, arrival, departure);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    create.mutate({
      destination: destination.text.trim(),
      arrival_date: arrival,
      departure_date: departure,
      ...(purpose.trim() ? { travel_purpose: purpose.trim() } : {}),
      ...(destination.cityId ? { city_id: destination.cityId } : {}),
    });
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} aria-labelledby="create-solo-trip" className="flex flex-col gap-4">
      <h3 id="create-solo-trip" className="text-lg font-semibold text-foreground">
        Create Solo Trip
      </h3>
      {formError && <Alert tone="error">{formError}</Alert>}
      <CityCombobox
        name="destination"
        label="Destination"
        required
        placeholder="Start typing a city, e.g. Lisbon"
        value={destination}
        onChange={setDestination}
        error={errors.destination}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="arrival_date"
          type="date"
          label="Arrival date"
          required
          value={arrival}
          onChange={(event) => setArrival(event.target.value)}
          error={errors.arrival_date}
        />
        <TextField
          name="departure_date"
          type="date"
          label="Departure date"
          required
          min={arrival || undefined}
          value={departure}
          onChange={(event) => setDeparture(event.target.value)}
          error={errors.departure_date}
        />
      </div>
      <TextField
        name="travel_purpose"
        label="Travel purpose"
        optional
        maxLength={500}
        placeholder="Remote work, surfing, a conference…"
        value={purpose}
        onChange={(event) => setPurpose(event.target.value)}
        error={errors.travel_purpose}
      />
      <div>
        <Button type="submit" loading={create.isPending || refreshing} loadingText="Creating...">
          Create Solo Trip
        </Button>
      </div>
    </form>
  );
}
