import { cityPart } from "@/components/plans/travel-dates";
import { anchoredPlaceName } from "@/lib/cities/anchored-place-name";

/**
 * How screens name where a plan or trip goes (docs/decisions/027-regions-hold-their-places.md): a
 * city or region as ever ("Lisbon, Portugal", "Bali, Indonesia"), and a place the data lacks, kept
 * as typed near a listed city, with that city ("Canggu, near Kuta").
 */
type Where = { destination: string; near_city_name?: string | null };

/** Cards and headings: "Lisbon, Portugal", "Canggu, near Kuta". */
export function placeName({ destination, near_city_name: near }: Where): string {
  return near ? anchoredPlaceName(destination, cityPart(near)) : destination;
}

/** In a sentence, by its own name: "in Lisbon", "in Bali", "in Canggu, near Kuta". */
export function shortPlaceName({ destination, near_city_name: near }: Where): string {
  return near ? anchoredPlaceName(cityPart(destination), cityPart(near)) : cityPart(destination);
}

/** Where the whole name is shown (a trip's Destination): "Canggu, near Kuta, Bali, Indonesia". */
export function fullPlaceName({ destination, near_city_name: near }: Where): string {
  return near ? anchoredPlaceName(destination, near) : destination;
}
