import { cityPart, formatDayRange } from "@/components/plans/travel-dates";

type Overlap = { destination: string; overlap_start: string; overlap_end: string; overlap_days: number };

/** "4 days in Lisbon, Mar 3-6"; "1 day in Lisbon, Mar 3". */
export function overlapNote(overlap: Overlap): string {
  const days = `${overlap.overlap_days} ${overlap.overlap_days === 1 ? "day" : "days"}`;
  return `${days} in ${cityPart(overlap.destination)}, ${formatDayRange(overlap.overlap_start, overlap.overlap_end)}`;
}
