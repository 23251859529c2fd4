import type { CityRow } from "@/db/schema";
import type { CitySuggestion } from "./contract";

export function presentCity(city: CityRow): CitySuggestion {
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
