import { shortPlaceName } from "@/components/cities/place-name";
import { formatDayRange } from "@/components/plans/travel-dates";
import type { UpcomingConnection } from "@/lib/discovery/contract";
import { PeopleSection } from "./people-section";

/** "In Lisbon with you, Mar 3-6" (and how far, when their city is another one nearby). */
function upcomingLine(entry: Pick<UpcomingConnection, "overlap_info">): string {
  const info = entry.overlap_info;
  const where = `In ${shortPlaceName(info)} with you, ${formatDayRange(info.overlap_start, info.overlap_end)}`;
  return info.distance_km > 0 ? `${where} (${info.distance_km} km away)` : where;
}

/**
 * docs/product.md §2.4's Upcoming on the home screen: the member's matches and friends whose
 * next plans meet theirs, soonest first.
 */
export function UpcomingSection({ entries }: { entries: UpcomingConnection[] }) {
  return (
    <PeopleSection
      id="upcoming"
      title="Upcoming"
      description="Your matches and friends who will be where you are going."
      entries={entries}
      className="mb-10"
      nameTag={(entry) => (entry.relationship_type === "match" ? "Match" : "Friend")}
    >
      {(entry) => <p className="text-sm font-medium text-link">{upcomingLine(entry)}</p>}
    </PeopleSection>
  );
}
