"use client";

import { useState } from "react";
import { CitySearchInput } from "@/components/cities/city-search-input";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import type { AddedPlace, CitySuggestion, PlaceCountry } from "@/lib/cities/contract";
import { PLACE_NAME_MAX_LENGTH } from "@/lib/cities/values";
import { bind } from "../kit/fields";
import type { AdminForm } from "../kit/use-admin-form";
import type { PlaceValues } from "./place-form";

/** The Add Place form's fields (./places-screen.tsx), loaded when the form opens. */
export default function PlaceFields({
  form,
  countries,
}: {
  form: AdminForm<PlaceValues, AddedPlace>;
  countries: readonly PlaceCountry[];
}) {
  const [near, setNear] = useState("");
  const [picked, setPicked] = useState<CitySuggestion | null>(null);

  /**
   * A map-free way to the coordinates: a listed place nearby lends its point, country and region
   * (docs/decisions/024-places-admins-add.md); the admin may then nudge the numbers.
   */
  function borrowFrom(city: CitySuggestion) {
    setNear(city.name);
    setPicked(city);
    form.set("latitude", String(city.latitude));
    form.set("longitude", String(city.longitude));
    if (countries.some((country) => country.code === city.country_code)) form.set("country_code", city.country_code);
    if (city.region) form.set("region", city.region);
  }

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          required
          maxLength={PLACE_NAME_MAX_LENGTH}
          placeholder="e.g. Canggu"
          {...bind(form, "name")}
        />
        <SelectField
          label="Country"
          required
          emptyLabel="Choose a country"
          options={countries.map((country) => ({ value: country.code, label: country.name }))}
          {...bind(form, "country_code")}
        />
      </div>
      <CitySearchInput
        name="near_place"
        label="Near a listed place"
        text={near}
        onType={(text) => {
          setNear(text);
          setPicked(null);
        }}
        onPick={borrowFrom}
        citiesOnly
        placeholder="e.g. Denpasar"
        hint={
          picked
            ? `Filled in from ${picked.name}: move the coordinates a little if you know the place's own.`
            : "Optional: pick a town nearby and its coordinates, country and region fill in below, no map needed"
        }
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Latitude"
          required
          inputMode="decimal"
          placeholder="e.g. -8.6478"
          hint="Decimal degrees, as a map gives them: south is negative"
          {...bind(form, "latitude")}
        />
        <TextField
          label="Longitude"
          required
          inputMode="decimal"
          placeholder="e.g. 115.1385"
          hint="West is negative"
          {...bind(form, "longitude")}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Region"
          optional
          maxLength={PLACE_NAME_MAX_LENGTH}
          placeholder="e.g. Bali"
          hint="Shown when another place in the country has the same name"
          {...bind(form, "region")}
        />
        <TextField
          label="Other names"
          optional
          placeholder="e.g. Changgu"
          hint="Other spellings members type, separated by commas"
          {...bind(form, "other_names")}
        />
      </div>
    </>
  );
}
