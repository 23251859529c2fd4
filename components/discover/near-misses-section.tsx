import { shortPlaceName } from "@/components/cities/place-name";
import { formatDayRange } from "@/components/plans/travel-dates";
import type { NearMiss } from "@/lib/discovery/contract";
import { PeopleSection } from "./people-section";

const days = (count: number) => `${count} ${count === 1 ? "day" : "days"}`;

/** "Stay 2 days longer to meet Ana in Lisbon"; "Arrive 3 days earlier to meet Ana in Lisbon". */
function nearMissLine(entry: Pick<NearMiss, "name" | "overlap_info">): string {
  const { gap_days: gap, gap_side: side } = entry.overlap_info;
  const stretch = side === "after" ? `Stay ${days(gap)} longer` : `Arrive ${days(gap)} earlier`;
  return `${stretch} to meet ${entry.name} in ${shortPlaceName(entry.overlap_info)}`;
}

/**
 * docs/product.md §2.4's Near misses: travellers whose plans to the same place (or within the
 * chosen distance) miss the member's by 1 to 7 days, the smallest gap first.
 */
export function NearMissesSection({ entries }: { entries: NearMiss[] }) {
  return (
    <PeopleSection
      id="near-misses"
      title="Near misses"
      description="Travellers who will be where you are going, a few days before or after you."
      entries={entries}
      className="mt-10"
    >
      {(entry) => (
        <>
          <p className="text-sm font-medium text-link">{nearMissLine(entry)}</p>
          <p className="text-sm text-muted">
            There {formatDayRange(entry.overlap_info.arrival_date, entry.overlap_info.departure_date)}
            {entry.overlap_info.distance_km > 0 && `, ${entry.overlap_info.distance_km} km from your stay`}
          </p>
        </>
      )}
    </PeopleSection>
  );
}
