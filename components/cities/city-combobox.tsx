"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { anchoredPlaceName } from "@/lib/cities/anchored-place-name";
import { CHANGE_NEAR_PLACE, NEAR_PLACE_LABEL, nearPlaceHint } from "@/lib/cities/values";
import { CitySearchInput } from "./city-search-input";

/** The listed city a destination kept as typed is near (docs/decisions/027-regions-hold-their-places.md). */
type NearPlace = { id: number; name: string };

/**
 * A destination as the form holds it: the text, the city picked (`cityId`), or the text kept as
 * typed (`keptAsTyped`, the member's choice) and the listed city it is near (`near`).
 */
export type CityValue = { text: string; cityId: number | null; keptAsTyped?: boolean; near?: NearPlace | null };

type CityComboboxProps = {
  name: string;
  /** The field's id, when a page holds two of one name (CitySearchInput). */
  id?: string;
  label: string;
  value: CityValue;
  onChange: (value: CityValue) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  placeholder?: string;
  /**
   * Lets the member keep a place the data lacks as typed and say which listed city it is near
   * (plans and trips take `near_city_id`, docs/api.md §4.2).
   */
  anchoring?: boolean;
};

/**
 * A destination field that suggests places (CitySearchInput). Picking one puts its display name
 * in the field and remembers its id; typing again forgets it, and the server resolves whatever
 * text is sent. With `anchoring`, "Keep “Canggu” as typed" opens a second step, "Near which listed
 * place?", the same picker limited to cities.
 */
export function CityCombobox({
  name,
  id,
  label,
  value,
  onChange,
  error,
  hint,
  required,
  placeholder,
  anchoring,
}: CityComboboxProps) {
  // The near step takes the focus only when the member just acted in it, never on a prefilled form:
  // its field after "Keep as typed" (or Change), its Change button once a city is chosen.
  const [focus, setFocus] = useState<StepFocus>(null);
  return (
    <div className="flex flex-col gap-3">
      <CitySearchInput
        name={name}
        id={id}
        label={label}
        text={value.text}
        onType={(text) => onChange({ text, cityId: null })}
        onPick={(city) => onChange({ text: city.name, cityId: city.id })}
        onKeep={
          anchoring
            ? (typed) => {
                setFocus("field");
                onChange({ text: typed, cityId: null, keptAsTyped: true, near: null });
              }
            : undefined
        }
        error={error}
        hint={hint}
        required={required}
        placeholder={placeholder}
      />
      {anchoring && value.keptAsTyped && (
        <NearPlaceStep
          name={`${name}-near`}
          value={value}
          focus={focus}
          onChange={(near) => {
            setFocus(near ? "change" : "field");
            onChange({ ...value, near });
          }}
        />
      )}
    </div>
  );
}

type StepFocus = "field" | "change" | null;

/** The second step: which listed city the typed place is near, or the choice made, which can be changed. */
function NearPlaceStep({
  name,
  value,
  focus,
  onChange,
}: {
  name: string;
  value: CityValue;
  focus: StepFocus;
  onChange: (near: NearPlace | null) => void;
}) {
  const [text, setText] = useState("");
  const labelId = useId();
  if (value.near) {
    return (
      <div
        role="group"
        aria-labelledby={labelId}
        className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-surface-muted px-3 py-2"
      >
        <p className="text-sm text-foreground">
          <span id={labelId} className="sr-only">
            {NEAR_PLACE_LABEL}{" "}
          </span>
          {anchoredPlaceName(value.text, value.near.name)}
        </p>
        <Button variant="secondary" size="sm" autoFocus={focus === "change"} onClick={() => onChange(null)}>
          {CHANGE_NEAR_PLACE}
        </Button>
      </div>
    );
  }
  return (
    <div className="rounded-lg border border-border bg-surface-muted px-3 py-2">
      <CitySearchInput
        name={name}
        label={NEAR_PLACE_LABEL}
        hint={nearPlaceHint(value.text)}
        text={text}
        onType={setText}
        onPick={(city) => {
          setText("");
          onChange({ id: city.id, name: city.name });
        }}
        citiesOnly
        autoFocus={focus === "field"}
        placeholder="Start typing a city, e.g. Kuta"
      />
    </div>
  );
}
