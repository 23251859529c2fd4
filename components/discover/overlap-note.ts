import { shortPlaceName } from "@/components/cities/place-name";
import { cityPart, formatDayRange } from "@/components/plans/travel-dates";

/**
 * Their plan's place, with the listed city it is near when it was kept as typed (`near_city_name`,
 * docs/decisions/027-regions-hold-their-places.md), the days two plans share, and the region of
 * mine that holds their place (`region`).
 */
type Overlap = {
  destination: string;
  near_city_name?: string | null;
  overlap_start: string;
  overlap_end: string;
  overlap_days: number;
  distance_km?: number;
  region?: string | null;
};

/**
 * "4 days in Lisbon, Mar 3-6"; "1 day in Lisbon, Mar 3"; a nearby city: "4 days in Canggu (9 km
 * away), Mar 3-6"; a place kept as typed: "4 days in Canggu, near Kuta, Mar 3-6"; a place inside
 * the region I go to: "4 days in Ubud (in Bali, like you), Mar 3-6".
 */
export function overlapNote(overlap: Overlap): string {
  const days = `${overlap.overlap_days} ${overlap.overlap_days === 1 ? "day" : "days"}`;
  const away = overlap.distance_km ? ` (${overlap.distance_km} km away)` : "";
  const place = shortPlaceName(overlap);
  const within =
    overlap.region && overlap.region !== cityPart(overlap.destination) ? ` (in ${overlap.region}, like you)` : "";
  return `${days} in ${place}${away}${within}, ${formatDayRange(overlap.overlap_start, overlap.overlap_end)}`;
}
