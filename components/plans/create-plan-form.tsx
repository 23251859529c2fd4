"use client";

import type { PlanVisibility } from "@/lib/accounts/values";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, useTransition, type FormEvent } from "react";
import { toast } from "@/components/ui/toast";
import { CityCombobox, type CityValue } from "@/components/cities/city-combobox";
import { DidYouMean, useDestinationCheck } from "@/components/cities/destination-check";
import { shortPlaceName } from "@/components/cities/place-name";
import { ApiError, api } from "@/components/data/api-client";
import { useFormErrors, type FormErrorOptions } from "@/components/forms/form-errors";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import type { CreatePlanBody, PlanResponse, UpdatePlanBody } from "@/lib/plans/contract";
import { PLAN_VISIBILITY_OPTIONS } from "@/lib/plans/values";
import { formatDayRange } from "./travel-dates";

const FORM = {
  fields: ["destination", "arrival_date", "departure_date", "travel_purpose", "visibility"],
  aliases: { city_id: "destination", near_city_id: "destination" },
} as const satisfies FormErrorOptions<string>;

const EMPTY_CITY: CityValue = { text: "", cityId: null };

/** A saved plan's place as the form holds it: its city, or its text kept as typed (and the city it is near). */
function cityValueOf(plan: PlanResponse): CityValue {
  if (plan.city_id !== null) return { text: plan.destination, cityId: plan.city_id };
  const near =
    plan.near_city_id !== null && plan.near_city_name ? { id: plan.near_city_id, name: plan.near_city_name } : null;
  return { text: plan.destination, cityId: null, keptAsTyped: true, near };
}

/** "You are in Lisbon Dec 12-30": the member's other plan on some of the same nights (docs/api.md §4.2). */
function clashSentence(plan: PlanResponse): string {
  return `You are in ${shortPlaceName(plan)} ${formatDayRange(plan.arrival_date, plan.departure_date)}`;
}

const clashOf = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && typeof error.body.clashing_plan === "object"
    ? (error.body.clashing_plan as PlanResponse)
    : null;

type CreatePlanFormProps = {
  /**
   * The id of a heading outside the form that names it (onboarding's plan step, the edit dialog);
   * the form then shows no heading of its own. Without it the form is My Trips' `Create Solo Trip`.
   */
  labelledBy?: string;
  submitLabel?: string;
  /** Called once the plan exists, instead of clearing the form and refreshing the page. */
  onCreated?: (plan: PlanResponse) => void;
  /** A plan to change (its card's Edit): the form starts from it and saves with PUT. */
  plan?: PlanResponse;
  /** Called once the changed plan is saved. */
  onSaved?: (plan: PlanResponse) => void;
  /** Who sees a new plan unless the member picks otherwise: their default from Settings. */
  defaultVisibility?: PlanVisibility;
};

/**
 * The inline Create Solo Trip form of My Trips' solo tab, also onboarding's first-plan step and a
 * plan card's Edit. A plan on nights the member spends somewhere else is saved only once the form
 * has said so and the member keeps both (docs/api.md §4.2).
 */
export function CreatePlanForm({
  labelledBy,
  submitLabel = "Create Solo Trip",
  onCreated,
  plan,
  onSaved,
  defaultVisibility = "everyone",
}: CreatePlanFormProps = {}) {
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const [destination, setDestination] = useState<CityValue>(plan ? cityValueOf(plan) : EMPTY_CITY);
  const [arrival, setArrival] = useState(plan?.arrival_date ?? "");
  const [departure, setDeparture] = useState(plan?.departure_date ?? "");
  const [purpose, setPurpose] = useState(plan?.travel_purpose ?? "");
  const [visibility, setVisibility] = useState<PlanVisibility>(plan?.visibility ?? defaultVisibility);
  const [clash, setClash] = useState<PlanResponse | null>(null);
  const { errors, formError, check, fail } = useFormErrors(FORM);
  const destinationCheck = useDestinationCheck();
  // The question stands for the text it was asked about; typing or picking again retires it.
  const question =
    destinationCheck.question?.typed === destination.text.trim() && destination.cityId === null
      ? destinationCheck.question
      : null;
  const idPrefix = plan ? `plan-${plan.id}-` : "";
  // A clash is about the place and days asked: changing either asks afresh.
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setClash(null);
      set(value);
    };

  const save = useMutation({
    mutationFn: (body: CreatePlanBody) => {
      if (!plan) return api("POST /travel-plans", { body });
      // An edit sends the place only when it changed, so an unchanged one is not resolved anew.
      const samePlace =
        body.destination === plan.destination &&
        (body.city_id ?? null) === plan.city_id &&
        (body.near_city_id ?? null) === plan.near_city_id;
      const { destination: text, city_id, near_city_id, ...rest } = body;
      const changes: UpdatePlanBody = samePlace
        ? rest
        : { ...rest, destination: text, city_id: city_id ?? null, near_city_id: near_city_id ?? null };
      return api("PUT /travel-plans/{id}", {
        params: { id: plan.id },
        body: { ...changes, travel_purpose: body.travel_purpose ?? null },
      });
    },
    onSuccess: (saved) => {
      setClash(null);
      destinationCheck.clear();
      if (plan) {
        toast.success(`Trip to ${saved.destination} saved`);
        onSaved?.(saved);
        startRefresh(() => router.refresh());
        return;
      }
      toast.success(`Trip to ${saved.destination} created!`);
      if (onCreated) return onCreated(saved);
      setDestination(EMPTY_CITY);
      setArrival("");
      setDeparture("");
      setPurpose("");
      setVisibility(defaultVisibility);
      startRefresh(() => router.refresh());
    },
    onError: (error) => {
      const clashing = clashOf(error);
      if (clashing) return setClash(clashing);
      fail(error, (detail) =>
        plan ? `Failed to save travel plan: ${detail}` : `Failed to create travel plan: ${detail}`,
      );
    },
  });

  /** Checks the form, asks what typed text means unless `confirmed` (docs/api.md §4.2), then saves. */
  async function submit(place: CityValue, confirmed = false, overlapConfirmed = false) {
    const body = await check(() => import("@/lib/plans/contract").then((m) => m.CreatePlanBody), {
      destination: place.text,
      arrival_date: arrival,
      departure_date: departure,
      travel_purpose: purpose,
      visibility,
      city_id: place.cityId ?? undefined,
      near_city_id: place.near?.id ?? undefined,
    });
    if (body && (confirmed || (await destinationCheck.readyToSave(place))))
      save.mutate(overlapConfirmed ? { ...body, overlap_confirmed: true } : body);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(destination);
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={labelledBy ?? "create-solo-trip"}
      className="flex flex-col gap-4"
    >
      {!labelledBy && (
        <h3 id="create-solo-trip" className="text-lg font-semibold text-foreground">
          Create Solo Trip
        </h3>
      )}
      {formError && <Alert tone="error">{formError}</Alert>}
      <CityCombobox
        name="destination"
        id={plan ? `${idPrefix}destination` : undefined}
        label="Destination"
        required
        placeholder="Start typing a city, e.g. Lisbon"
        value={destination}
        onChange={edit(setDestination)}
        error={errors.destination}
        anchoring
      />
      {question && (
        <DidYouMean
          question={question}
          onPick={(city) => {
            const picked = { text: city.name, cityId: city.id };
            setDestination(picked);
            void submit(picked);
          }}
          onKeep={() => void submit(destination, true)}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="arrival_date"
          id={plan ? `${idPrefix}arrival_date` : undefined}
          type="date"
          label="Arrival date"
          required
          value={arrival}
          onChange={(event) => edit(setArrival)(event.target.value)}
          error={errors.arrival_date}
        />
        <TextField
          name="departure_date"
          id={plan ? `${idPrefix}departure_date` : undefined}
          type="date"
          label="Departure date"
          required
          min={arrival || undefined}
          value={departure}
          onChange={(event) => edit(setDeparture)(event.target.value)}
          error={errors.departure_date}
        />
      </div>
      <TextField
        name="travel_purpose"
        id={plan ? `${idPrefix}travel_purpose` : undefined}
        label="Travel purpose"
        optional
        maxLength={500}
        placeholder="Remote work, surfing, a conference…"
        value={purpose}
        onChange={(event) => setPurpose(event.target.value)}
        error={errors.travel_purpose}
      />
      <SelectField
        name="visibility"
        id={plan ? `${idPrefix}visibility` : undefined}
        label="Who sees this trip"
        hint="Only your matches and friends, or only you, keep it out of Discover."
        options={PLAN_VISIBILITY_OPTIONS}
        value={visibility}
        onChange={(event) => {
          // The options' own list, not the accounts' values module: that one would bring all its lists with it.
          const picked = PLAN_VISIBILITY_OPTIONS.find((option) => option.value === event.target.value);
          if (picked) setVisibility(picked.value);
        }}
        error={errors.visibility}
      />
      {clash && (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-xl border border-warning bg-warning-soft p-4 text-sm text-foreground"
        >
          <p>
            <span className="font-semibold">{clashSentence(clash)}.</span> This trip is on some of the same nights. Keep
            both trips, or change the dates.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              size="sm"
              loading={save.isPending}
              onClick={() => void submit(destination, true, true)}
            >
              Keep both
            </Button>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              onClick={() => {
                setClash(null);
                document.getElementById(plan ? `${idPrefix}arrival_date` : "field-arrival_date")?.focus();
              }}
            >
              Change dates
            </Button>
          </div>
        </div>
      )}
      <div>
        <Button
          type="submit"
          loading={save.isPending || refreshing}
          loadingText={plan ? "Saving..." : "Creating..."}
          disabled={clash !== null}
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
