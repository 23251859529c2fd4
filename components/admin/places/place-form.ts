import type { SchemaLoader } from "@/components/forms/form-errors";
import type { AddedPlace, PlaceCountry } from "@/lib/cities/contract";
import { defined, numberValue, orNull, REQUIRED_FIELDS_WARNING, requireFields, type Checked } from "../kit/form-values";
import { foldName } from "@/lib/cities/fold-name";
import { spacedReadings } from "@/lib/cities/readings";

/** The Add Place form (./places-screen.tsx), as typed. */
export type PlaceValues = {
  name: string;
  country_code: string;
  latitude: string;
  longitude: string;
  region: string;
  /** Comma-separated: a name never holds a comma (lib/cities/values.ts PLACE_NAME_COMMA). */
  other_names: string;
};
// In screen order: the first field in error is focused.
export const EMPTY_PLACE: PlaceValues = {
  name: "",
  country_code: "",
  latitude: "",
  longitude: "",
  region: "",
  other_names: "",
};

/**
 * A suggestion from "Destinations without a place": its name and, when the text ends with one of
 * the countries offered (by any of its names or its code), that country: after a comma ("Canggu,
 * Indonesia") or, without one, as its last one to three words ("Canggu Indonesia"), as the
 * destination resolver reads typed text (docs/api.md §4.2).
 */
export function suggestedPlace(destination: string, countries: readonly PlaceCountry[]): Partial<PlaceValues> {
  // Folded as the server folds the countries' names; no Han tables in the browser (Latin names and codes here).
  const countryNamed = (text: string) => {
    const key = foldName(text);
    return key ? countries.find((entry) => entry.code.toLowerCase() === key || entry.names.includes(key)) : undefined;
  };
  const [name = "", ...rest] = destination
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (rest.length > 0) {
    const country = countryNamed(rest.at(-1)!);
    return { name, ...(country ? { country_code: country.code } : {}) };
  }
  for (const reading of spacedReadings(name.split(/\s+/).join(" "))) {
    const country = countryNamed(reading.narrowing);
    if (country) return { name: reading.name, country_code: country.code };
  }
  return { name };
}

/** The edit form, prefilled from the place (its other names as the search stores them). */
export function placeValues(place: AddedPlace): PlaceValues {
  return {
    name: place.city,
    country_code: place.country_code,
    latitude: String(place.latitude),
    longitude: String(place.longitude),
    region: place.region ?? "",
    other_names: place.other_names.join(", "),
  };
}

function placeBody(values: PlaceValues) {
  return {
    name: values.name.trim(),
    region: orNull(values.region),
    country_code: values.country_code,
    latitude: numberValue(values.latitude),
    longitude: numberValue(values.longitude),
    other_names: values.other_names
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean),
  };
}

/** The create route's schema, loaded on submit so zod stays out of the page's first load. */
export const placeCreateSchema: SchemaLoader = () => import("@/lib/cities/contract").then((m) => m.AddPlaceBody);

export function placeCreateBody(values: PlaceValues): Promise<Checked<Record<string, unknown>>> {
  return requireFields(placeCreateSchema, defined(placeBody(values)), REQUIRED_FIELDS_WARNING);
}

/** Every field goes out as it stands: an emptied region is cleared, emptied other names are none. */
export function placeUpdateBody(values: PlaceValues): Record<string, unknown> {
  return defined(placeBody(values));
}
