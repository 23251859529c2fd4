/**
 * Cities' values: the lists, limits and words the screens share with the contract, free of zod so a
 * page can read them without loading it (docs/decisions/014-contracts-and-openapi.md).
 */

/**
 * What a place is (docs/decisions/027-regions-hold-their-places.md): a `city` (a town, village or
 * section of one: a point), or a `region` travellers name as a destination (a first- or
 * second-level division, an island, an archipelago), which holds the places inside it.
 */
export const PLACE_KINDS = ["city", "region"] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** Fewer characters than this find nothing (an empty list, not an error). */
export const MIN_QUERY_LENGTH = 2;
/** Without a comma, at most this many last words are read as a region or country ("bosnia and herzegovina"). */
export const QUALIFIER_MAX_WORDS = 3;
/** Suggestions per search unless `limit` asks for others (at most 50). */
export const CITY_SEARCH_LIMIT = 10;
/** Other places the resolver offers beside the one typed text names ("Did you mean …?"). */
export const RESOLVE_ALTERNATIVES = 5;
/** Longest query accepted ("San José, California, United States" is 36 characters). */
export const CITY_QUERY_MAX_LENGTH = 200;

/**
 * Places admins add (docs/decisions/024-places-admins-add.md): the longest name, and how many other names one takes.
 */
export const PLACE_NAME_MAX_LENGTH = 100;
export const PLACE_OTHER_NAMES_MAX = 10;
/** A country a place may be added to: ISO code and English name (the Places form's choice). */
/** A country the Places form offers; `names`: every name it goes by, normalised (dataset.ts countryNamesOf). */
export type PlaceCountry = { code: string; name: string; names: readonly string[] };
/** A place's name, region or other name: a comma would split its display form ("Canggu, Indonesia"). */
export const PLACE_NAME_COMMA = "Must not contain a comma";

/**
 * Places the data lacks, anchored (docs/decisions/027-regions-hold-their-places.md): kept as typed
 * and placed near a listed city. The API's refusals, and the picker's and cards' words.
 */
export const UNKNOWN_PLACE = "Unknown place";
export const NEAR_CITY_WITH_CITY =
  "Only a destination kept as typed is placed near a listed place: send city_id or near_city_id, not both";

/** The picker's option for a region, after its own name: "Bali — region of Indonesia". */
export const regionOf = (parent: string) => `region of ${parent}`;
/** The picker's option that keeps what was typed, then asks which listed place it is near. */
export const keepAsTyped = (typed: string) => `Keep “${typed}” as typed`;
export const NEAR_PLACE_LABEL = "Near which listed place?";
export const nearPlaceHint = (typed: string) =>
  `Overlap does not know “${typed}” yet. Say which listed place it is near, and the travellers around it will find your plan.`;
export const CHANGE_NEAR_PLACE = "Change the place it is near";

/** The form's question before saving typed text that names no place for sure (docs/api.md §4.2). */
export const DID_YOU_MEAN = "Did you mean…?";
export const savedAsTyped = (typed: string) =>
  `“${typed}” would be saved as typed: it meets only plans typed the same way.`;
export const looseMatch = (typed: string, place: string) =>
  `“${typed}” only loosely matches ${place}, so it would be saved as typed.`;
