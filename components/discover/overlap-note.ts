import { cityPart, formatDayRange } from "@/components/plans/travel-dates";

type Overlap = { destination: string; overlap_start: string; overlap_end: string; overlap_days: number; distance_km?: number; region?: string | null };

/**
 * "4 days in Lisbon, Mar 3-6"; "1 day in Lisbon, Mar 3"; a nearby city: "4 days in Canggu (9 km away), Mar 3-6";
 * a place inside the region I go to: "4 days in Ubud (in Bali, like you), Mar 3-6".
 */
export function overlapNote(overlap: Overlap): string {
  const days = `${overlap.overlap_days} ${overlap.overlap_days === 1 ? "day" : "days"}`;
  const away = overlap.distance_km ? ` (${overlap.distance_km} km away)` : "";
  const place = cityPart(overlap.destination);
  const within = overlap.region && overlap.region !== place ? ` (in ${overlap.region}, like you)` : "";
  return `${days} in ${place}${away}${within}, ${formatDayRange(overlap.overlap_start, overlap.overlap_end)}`;
}
