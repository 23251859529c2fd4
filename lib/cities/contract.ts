import { z } from "zod";
import { fieldMessages } from "@/lib/contract/messages";
import { operation } from "@/lib/contract/operation";
import { rowId } from "@/lib/contract/params";
import {
  CITY_QUERY_MAX_LENGTH,
  CITY_SEARCH_LIMIT,
  PLACE_KINDS,
  PLACE_NAME_COMMA,
  PLACE_NAME_MAX_LENGTH,
  PLACE_OTHER_NAMES_MAX,
} from "./values";
export * from "./values";

/** Cities' contract (docs/api.md §4): the destination search of the plan and trip forms. */

export const CitySearchQuery = z.object({
  query: z.string().max(CITY_QUERY_MAX_LENGTH, `At most ${CITY_QUERY_MAX_LENGTH} characters`).default(""),
  limit: z.coerce
    .number()
    .int("Must be a whole number")
    .min(1, "Must be at least 1")
    .default(CITY_SEARCH_LIMIT)
    .transform((value) => Math.min(value, 50)),
});
export type CitySearchQuery = z.infer<typeof CitySearchQuery>;

export const CitySuggestion = z
  .object({
    id: z.number().int(),
    /** The display form a plan stores: "Lisbon, Portugal". */
    name: z.string(),
    /** The place's own name ("Lisbon", "Bali"): a city's, or a region's. */
    city: z.string(),
    kind: z
      .enum(PLACE_KINDS)
      .describe("`city` (a point), or `region`: a division, island or archipelago that holds its places"),
    /** For a place inside a region of another name, that region's name ("Bali" for Ubud); null otherwise. */
    region: z.string().nullable(),
    country: z.string(),
    country_code: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    /** A region's is that of its places; null when unknown. */
    population: z.number().int().nullable(),
  })
  .meta({ id: "CitySuggestion" });
export type CitySuggestion = z.infer<typeof CitySuggestion>;

const CitySearchResults = z.object({ results: z.array(CitySuggestion) }).meta({ id: "CitySearchResults" });

const ResolveDestinationQuery = z.object({
  destination: z
    .string({ error: fieldMessages({ required: "Destination is required" }) })
    .max(CITY_QUERY_MAX_LENGTH, `At most ${CITY_QUERY_MAX_LENGTH} characters`),
});

/**
 * What a plan or trip typed so, without a pick, would be saved as (docs/api.md §4.1): `place` only
 * when `sure`; otherwise the text is kept as typed and the form offers the alternatives.
 */
export const DestinationResolution = z
  .object({
    /** The place the text names, best ranked; null when it names none. */
    place: CitySuggestion.nullable(),
    /** False for a loose match: another place may be meant (a namesake far from the famous place, a partial name). */
    sure: z.boolean(),
    /** Up to 5 other places the text may mean, the search's order. */
    alternatives: z.array(CitySuggestion),
  })
  .meta({ id: "DestinationResolution" });
export type DestinationResolution = z.infer<typeof DestinationResolution>;

// Places admins add (docs/decisions/024-places-admins-add.md) ------------------------------------

const placeName = (label: string) =>
  z
    .string({ error: fieldMessages({ required: `${label} is required` }) })
    .trim()
    .min(1, `${label} is required`)
    .max(PLACE_NAME_MAX_LENGTH, `At most ${PLACE_NAME_MAX_LENGTH} characters`)
    .refine((value) => !value.includes(","), PLACE_NAME_COMMA);

const coordinate = (label: string, limit: number) =>
  z
    .number({ error: fieldMessages({ required: `${label} is required`, invalid: `${label} must be a number` }) })
    .min(-limit, `${label} must be between -${limit} and ${limit}`)
    .max(limit, `${label} must be between -${limit} and ${limit}`);

export const AddPlaceBody = z.object({
  name: placeName("Name"),
  /** ISO 3166-1 alpha-2 ("ID" for Indonesia); the service checks it names a country. */
  country_code: z
    .string({ error: fieldMessages({ required: "Country is required" }) })
    .trim()
    .regex(/^[A-Za-z]{2}$/, "Must be a two-letter country code")
    .transform((code) => code.toUpperCase()),
  /** Shown only when another place of the country has the same name ("Canggu, Bali, Indonesia"). */
  region: placeName("Region")
    .nullish()
    .transform((value) => value || null),
  latitude: coordinate("Latitude", 90),
  longitude: coordinate("Longitude", 180),
  /** Other spellings the search and the plans' destinations should know it by ("Changgu"). */
  other_names: z
    .array(placeName("Name"))
    .max(PLACE_OTHER_NAMES_MAX, `At most ${PLACE_OTHER_NAMES_MAX} other names`)
    .default([]),
});
export type AddPlaceBody = z.infer<typeof AddPlaceBody>;

/** An edit: the fields sent replace the place's (`other_names` the whole list; `region: null` clears it). */
export const UpdatePlaceBody = AddPlaceBody.extend({
  other_names: AddPlaceBody.shape.other_names.removeDefault(),
}).partial();
export type UpdatePlaceBody = z.infer<typeof UpdatePlaceBody>;

export const AddedPlace = CitySuggestion.extend({
  region: z.string().nullable(),
  /** The other names it is found by, as the search stores them (lower case, no accents). */
  other_names: z.array(z.string()),
  /** Plans that go to it, past ones included. */
  plans: z.number().int(),
  added_at: z.iso.datetime(),
  added_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
}).meta({ id: "AddedPlace" });
export type AddedPlace = z.infer<typeof AddedPlace>;

/**
 * A destination members typed that names no known place, with how many members typed it: what
 * the admins' Places screen offers to add. `id` is its rank in the list (rows have no id).
 */
export const UnplacedDestination = z
  .object({
    id: z.number().int(),
    /** Its most frequent spelling. */
    destination: z.string(),
    members: z.number().int(),
    plans: z.number().int(),
    /** Plans that are active and not over. */
    upcoming_plans: z.number().int(),
  })
  .meta({ id: "UnplacedDestination" });
export type UnplacedDestination = z.infer<typeof UnplacedDestination>;

/**
 * Plans saved at a place their text may not mean (docs/api.md §9.5): a place with plans whose name,
 * typed alone, was read as that place and now surely names another. `id` is the place's id.
 */
export const MisplacedDestination = z
  .object({
    id: z.number().int(),
    /** Where the plans are: "Bāli, West Bengal, India". */
    place: CitySuggestion,
    /** The name they may have been typed as, as the search stores it ("bali"). */
    typed: z.string(),
    /** What that name means now: "Bali, Indonesia". */
    suggested: CitySuggestion,
    members: z.number().int(),
    plans: z.number().int(),
    upcoming_plans: z.number().int(),
  })
  .meta({ id: "MisplacedDestination" });
export type MisplacedDestination = z.infer<typeof MisplacedDestination>;

export const MovePlansBody = z.object({
  /** The place the plans and trips go to: usually the row's `suggested`. */
  city_id: rowId(),
});
export type MovePlansBody = z.infer<typeof MovePlansBody>;

export const MovedPlans = z.object({ plans: z.number().int(), trips: z.number().int() }).meta({ id: "MovedPlans" });

export const citiesApi = {
  search: operation({
    method: "GET",
    path: "/travel-plans/search/cities",
    tag: "Cities",
    summary: "Search cities by name, prefix and accent-insensitive",
    auth: "member",
    query: CitySearchQuery,
    response: CitySearchResults,
  }),
  resolve: operation({
    method: "GET",
    path: "/travel-plans/search/cities/resolve",
    tag: "Cities",
    summary: "What typed text would be saved as, whether that is sure, and the other places it may mean",
    auth: "member",
    query: ResolveDestinationQuery,
    response: DestinationResolution,
  }),
};
