import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { DestinationFilter } from "@/components/discover/destination-filter";
import { DiscoverFilters } from "@/components/discover/discover-filters";
import { DiscoverResults } from "@/components/discover/discover-results";
import { DiscoveryGaps } from "@/components/discover/discovery-gaps";
import { GroupTripsSection } from "@/components/discover/group-trips-section";
import { NearMissesSection } from "@/components/discover/near-misses-section";
import { UpcomingSection } from "@/components/discover/upcoming-section";
import { checkInput } from "@/lib/contract/messages";
import { PotentialMatchesQuery } from "@/lib/discovery/contract";
import { distinctDestinations, emptyReason, unplacedDestinations } from "@/lib/discovery/gaps";
import { findDiscoveryGaps, findNearMisses, findPotentialMatches, findUpcomingConnections } from "@/lib/discovery/service";
import { DISCOVER_PAGE_SIZE, DISCOVERY_PAGE_MAX, RADIUS_COOKIE } from "@/lib/discovery/values";
import { listMyPlans } from "@/lib/plans/service";
import { listTrips } from "@/lib/trips/service";
import { requireMember } from "./require-member";
import { moreAddress, readShown, type AddressPaging } from "./shown";

export const metadata: Metadata = { title: "Discover" };

/** The people Discover lists, a page at a time (`?shown=`, docs/product.md §2.4). */
const PEOPLE: AddressPaging = { path: "/app", key: "shown", pageSize: DISCOVER_PAGE_SIZE, max: DISCOVERY_PAGE_MAX };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/**
 * The page's filters, read as the API reads them (docs/api.md §4.3). The radius comes from the
 * address, else from the member's last choice (a cookie, docs/decisions/019-nearby-by-bounding-box.md);
 * values the API would refuse are left out rather than failing the page.
 */
function readFilters(params: Record<string, string | string[] | undefined>, rememberedRadius: string | undefined) {
  const raw = {
    destination: first(params.destination),
    radius_km: first(params.radius_km) ?? rememberedRadius,
    type: first(params.type),
    gender: params.gender,
    min_age: first(params.min_age),
    max_age: first(params.max_age),
  };
  const parsed = checkInput(PotentialMatchesQuery, raw);
  if (parsed.ok) return { filters: parsed.data, ignored: false };
  // Keep what stands on its own: each field alone, then the whole again.
  const kept = Object.fromEntries(
    Object.entries(raw).filter(([key, value]) => value !== undefined && checkInput(PotentialMatchesQuery, { [key]: value }).ok),
  );
  const again = checkInput(PotentialMatchesQuery, kept);
  return { filters: again.ok ? again.data : PotentialMatchesQuery.parse({}), ignored: true };
}

export default async function DiscoverPage({ searchParams }: Props) {
  const actor = await requireMember();
  // A new member is asked what discovery needs first (docs/product.md §2.13), until they finish or skip it.
  if (actor.user.onboardedAt === null) redirect("/app/welcome");
  const params = await searchParams;
  const { filters, ignored } = readFilters(params, (await cookies()).get(RADIUS_COOKIE)?.value);
  const shown = readShown(params, PEOPLE);
  const destination = filters.destination?.trim() || undefined;
  const radiusKm = filters.radius_km;
  // The filters' form and the results start afresh when the filters change (two siblings: two keys).
  const filterKey = JSON.stringify(filters);
  const filtered = filters.type !== undefined || filters.gender !== undefined || filters.min_age !== undefined || filters.max_age !== undefined;

  const [listed, nearMisses, upcoming, activePlans, connectionTrips, gaps] = await Promise.all([
    // One more than shown tells whether there are more to show.
    findPotentialMatches(actor, { ...filters, destination, skip: 0, limit: shown + 1 }),
    findNearMisses(actor, { radius_km: radiusKm, skip: 0, limit: 24 }),
    findUpcomingConnections(actor, { radius_km: radiusKm, skip: 0, limit: 24 }),
    listMyPlans(actor, "active"),
    listTrips(actor, "discover"),
    findDiscoveryGaps(actor),
  ]);
  const people = listed.slice(0, shown);
  const moreHref = moreAddress(params, PEOPLE, shown, listed.length > shown);
  // More than the largest page: the list says it stops here.
  const cappedAt = listed.length > shown && !moreHref ? shown : undefined;
  // No upcoming plan is said by the empty list itself; the profile's gaps get their own panel.
  const profileGaps = gaps.filter((entry) => entry.gap !== "no_upcoming_plan");
  // The member's upcoming destinations, once each, in the order of their trips.
  const destinations = distinctDestinations(activePlans);

  const here = (extra: Record<string, string>) => `/app?${new URLSearchParams({ ...(destination ? { destination } : {}), ...extra })}`;
  // The true reason for an empty list (lib/discovery/gaps.ts): did the filters hide people who overlap?
  const hiddenByFilters =
    people.length === 0 && filtered && (await findPotentialMatches(actor, { destination, radius_km: radiusKm, skip: 0, limit: 1 })).length > 0;
  const empty = emptyReason({
    gaps: gaps.map((entry) => entry.gap),
    openToFriend: actor.user.openToPairingTypes.includes("friend"),
    type: filters.type,
    hiddenByFilters,
    radiusKm,
    clearHref: here({ radius_km: String(radiusKm) }),
    widerHref: here({ radius_km: "50" }),
    unplaced: unplacedDestinations(activePlans, destination),
  });

  return (
    <>
      <div className="mb-6">
        <h1 id="discover-heading" tabIndex={-1} className="text-2xl font-bold text-foreground sm:text-3xl">
          Discover
        </h1>
        <p className="mt-2 text-muted">
          {destination ? `Travellers in ${destination} while you are there.` : "Travellers whose plans overlap with yours."}
          {radiusKm > 0 && ` Places within ${radiusKm} km count too.`}
        </p>
      </div>
      <UpcomingSection entries={upcoming} />
      <DestinationFilter destinations={destinations} current={destination} />
      <DiscoverFilters
        key={`filters ${filterKey}`}
        destination={destination}
        values={{ radiusKm, type: filters.type, genders: filters.gender ?? [], minAge: filters.min_age, maxAge: filters.max_age }}
      />
      {ignored && (
        <p role="status" className="-mt-4 mb-6 text-sm text-muted">
          Some filters in the address were not valid and are not applied.
        </p>
      )}
      <DiscoveryGaps gaps={profileGaps} />
      <GroupTripsSection trips={connectionTrips} />
      <DiscoverResults key={`results ${filterKey}`} people={people} empty={empty} moreHref={moreHref} cappedAt={cappedAt} />
      <NearMissesSection entries={nearMisses} />
    </>
  );
}
