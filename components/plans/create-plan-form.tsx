"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { CityCombobox, type CityValue } from "@/components/cities/city-combobox";
import { DidYouMean, useDestinationCheck } from "@/components/cities/destination-check";
import { apiRequest } from "@/components/data/api-client";
import { useFormErrors, type FormErrorOptions } from "@/components/forms/form-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import type { CreatePlanBody, PlanResponse } from "@/lib/plans/contract";

const FORM = {
  fields: ["destination", "arrival_date", "departure_date", "travel_purpose"],
  aliases: { city_id: "destination", near_city_id: "destination" },
} as const satisfies FormErrorOptions<string>;

const EMPTY_CITY: CityValue = { text: "", cityId: null };

type CreatePlanFormProps = {
  /**
   * The id of a heading outside the form that names it (onboarding's plan step); the form then
   * shows no heading of its own. Without it the form is My Trips' `Create Solo Trip`.
   */
  labelledBy?: string;
  submitLabel?: string;
  /** Called once the plan exists, instead of clearing the form and refreshing the page. */
  onCreated?: (plan: PlanResponse) => void;
};

/** The inline Create Solo Trip form of My Trips' solo tab, also onboarding's first-plan step. */
export function CreatePlanForm({ labelledBy, submitLabel = "Create Solo Trip", onCreated }: CreatePlanFormProps = {}) {
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const [destination, setDestination] = useState<CityValue>(EMPTY_CITY);
  const [arrival, setArrival] = useState("");
  const [departure, setDeparture] = useState("");
  const [purpose, setPurpose] = useState("");
  const { errors, formError, check, fail } = useFormErrors(FORM);
  const destinationCheck = useDestinationCheck();
  // The question stands for the text it was asked about; typing or picking again retires it.
  const question = destinationCheck.question?.typed === destination.text.trim() && destination.cityId === null ? destinationCheck.question : null;

  const create = useMutation({
    mutationFn: (body: CreatePlanBody) => apiRequest<PlanResponse>("/travel-plans", { method: "POST", body }),
    onSuccess: (plan) => {
      toast.success(`Trip to ${plan.destination} created!`);
      destinationCheck.clear();
      if (onCreated) return onCreated(plan);
      setDestination(EMPTY_CITY);
      setArrival("");
      setDeparture("");
      setPurpose("");
      startRefresh(() => router.refresh());
    },
    onError: (error) => fail(error, (detail) => `Failed to create travel plan: ${detail}`),
  });

  /** Checks the form, asks what typed text means unless `confirmed` (docs/api.md §4.2), then saves. */
  async function save(place: CityValue, confirmed = false) {
    const body = await check(() => import("@/lib/plans/contract").then((m) => m.CreatePlanBody), {
      destination: place.text,
      arrival_date: arrival,
      departure_date: departure,
      travel_purpose: purpose,
      city_id: place.cityId ?? undefined,
      near_city_id: place.near?.id ?? undefined,
    });
    if (body && (confirmed || (await destinationCheck.readyToSave(place)))) create.mutate(body);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void save(destination);
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} aria-labelledby={labelledBy ?? "create-solo-trip"} className="flex flex-col gap-4">
      {!labelledBy && (
        <h3 id="create-solo-trip" className="text-lg font-semibold text-foreground">
          Create Solo Trip
        </h3>
      )}
      {formError && <Alert tone="error">{formError}</Alert>}
      <CityCombobox
        name="destination"
        label="Destination"
        required
        placeholder="Start typing a city, e.g. Lisbon"
        value={destination}
        onChange={setDestination}
        error={errors.destination}
        anchoring
      />
      {question && (
        <DidYouMean
          question={question}
          onPick={(city) => {
            const picked = { text: city.name, cityId: city.id };
            setDestination(picked);
            void save(picked);
          }}
          onKeep={() => void save(destination, true)}
        />
      )}
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
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
