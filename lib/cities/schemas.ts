import { z } from "zod";
import type { CityRow } from "@/db/schema";

export const CitySearchQuery = z.object({
  query: z.string().default(""),
  limit: z.coerce
    .number()
    .int("Must be a whole number")
    .min(1, "Must be at least 1")
    .default(10)
    .transform((value) => Math.min(value, 50)),
});
export type CitySearchQuery = z.infer<typeof CitySearchQuery>;

export function presentCity(city: CityRow) {
  return {
    id: city.id,
    name: city.displayName,
    city: city.name,
    country: city.country,
    country_code: city.countryCode,
    latitude: city.latitude,
    longitude: city.longitude,
    population: city.population,
  };
}
export type CitySuggestion = ReturnType<typeof presentCity>;
