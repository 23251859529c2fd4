import { Avatar } from "@/components/profile/avatar";
import { cityPart, formatDayRange } from "@/components/plans/travel-dates";
import type { NearMiss } from "@/lib/discovery/contract";

const days = (count: number) => `${count} ${count === 1 ? "day" : "days"}`;

/** "Stay 2 days longer to meet Ana in Lisbon"; "Arrive 3 days earlier to meet Ana in Lisbon". */
export function nearMissLine(entry: Pick<NearMiss, "name" | "overlap_info">): string {
  const { gap_days: gap, gap_side: side, destination } = entry.overlap_info;
  const stretch = side === "after" ? `Stay ${days(gap)} longer` : `Arrive ${days(gap)} earlier`;
  return `${stretch} to meet ${entry.name} in ${cityPart(destination)}`;
}

/**
 * docs/product.md §2.4's Near misses: travellers whose plans to the same place (or within the
 * chosen distance) miss the member's by 1 to 7 days, the smallest gap first.
 */
export function NearMissesSection({ entries }: { entries: NearMiss[] }) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="near-misses-heading" className="mt-10 flex flex-col gap-4">
      <div>
        <h2 id="near-misses-heading" tabIndex={-1} className="text-xl font-semibold text-foreground">
          Near misses
        </h2>
        <p className="mt-1 text-sm text-muted">Travellers who will be where you are going, a few days before or after you.</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {entries.map((entry) => (
          <li key={entry.id} className="flex items-start gap-3 rounded-2xl border border-border bg-surface p-4">
            <Avatar name={entry.name} photo={entry.photos[0]} size="md" />
            <div className="min-w-0">
              <p className="truncate font-semibold text-foreground">{entry.name}</p>
              <p className="text-sm font-medium text-link">{nearMissLine(entry)}</p>
              <p className="text-sm text-muted">
                There {formatDayRange(entry.overlap_info.arrival_date, entry.overlap_info.departure_date)}
                {entry.overlap_info.distance_km > 0 && `, ${entry.overlap_info.distance_km} km from your stay`}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
