import { z } from "zod";
import { operation } from "@/lib/contract/operation";
import { CITY_QUERY_MAX_LENGTH, CITY_SEARCH_LIMIT } from "./values";
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
    city: z.string(),
    country: z.string(),
    country_code: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    population: z.number().int(),
  })
  .meta({ id: "CitySuggestion" });
export type CitySuggestion = z.infer<typeof CitySuggestion>;

export const CitySearchResults = z.object({ results: z.array(CitySuggestion) }).meta({ id: "CitySearchResults" });
export type CitySearchResults = z.infer<typeof CitySearchResults>;

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
};
