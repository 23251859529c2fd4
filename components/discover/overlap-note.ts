import { cityPart, formatDayRange } from "@/components/plans/travel-dates";

type Overlap = { destination: string; overlap_start: string; overlap_end: string; overlap_days: number; distance_km?: number };

/** "4 days in Lisbon, Mar 3-6"; "1 day in Lisbon, Mar 3"; a nearby city: "4 days in Canggu (9 km away), Mar 3-6". */
export function overlapNote(overlap: Overlap): string {
  const days = `${overlap.overlap_days} ${overlap.overlap_days === 1 ? "day" : "days"}`;
  const away = overlap.distance_km ? ` (${overlap.distance_km} km away)` : "";
  return `${days} in ${cityPart(overlap.destination)}${away}, ${formatDayRange(overlap.overlap_start, overlap.overlap_end)}`;
}
