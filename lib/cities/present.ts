import type { CityRow } from "@/db/schema";
import type { CitySuggestion } from "./contract";

export function presentCity(city: CityRow): CitySuggestion {
  return {
    id: city.id,
    name: city.displayName,
    city: city.name,
    kind: city.kind,
    region: city.region,
    country: city.country,
    country_code: city.countryCode,
    latitude: city.latitude,
    longitude: city.longitude,
    population: city.kind === "region" && city.population === 0 ? null : city.population,
  };
}
