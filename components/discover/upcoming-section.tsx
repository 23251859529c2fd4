import { Avatar } from "@/components/profile/avatar";
import { cityPart, formatDayRange } from "@/components/plans/travel-dates";
import type { UpcomingConnection } from "@/lib/discovery/contract";

/** "In Lisbon with you, Mar 3-6" (and how far, when their city is another one nearby). */
export function upcomingLine(entry: Pick<UpcomingConnection, "overlap_info">): string {
  const info = entry.overlap_info;
  const where = `In ${cityPart(info.destination)} with you, ${formatDayRange(info.overlap_start, info.overlap_end)}`;
  return info.distance_km > 0 ? `${where} (${info.distance_km} km away)` : where;
}

/**
 * docs/product.md §2.4's Upcoming on the home screen: the member's matches and friends whose
 * next plans meet theirs, soonest first.
 */
export function UpcomingSection({ entries }: { entries: UpcomingConnection[] }) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="upcoming-heading" className="mb-10 flex flex-col gap-4">
      <div>
        <h2 id="upcoming-heading" tabIndex={-1} className="text-xl font-semibold text-foreground">
          Upcoming
        </h2>
        <p className="mt-1 text-sm text-muted">Your matches and friends who will be where you are going.</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {entries.map((entry) => (
          <li key={entry.id} className="flex items-start gap-3 rounded-2xl border border-border bg-surface p-4">
            <Avatar name={entry.name} photo={entry.photos[0]} size="md" />
            <div className="min-w-0">
              <p className="truncate font-semibold text-foreground">
                {entry.name} <span className="text-sm font-normal text-muted">· {entry.relationship_type === "match" ? "Match" : "Friend"}</span>
              </p>
              <p className="text-sm font-medium text-link">{upcomingLine(entry)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
