import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { DestinationFilter } from "@/components/discover/destination-filter";
import { DiscoverFilters } from "@/components/discover/discover-filters";
import { DiscoverResults } from "@/components/discover/discover-results";
import { DiscoveryGaps } from "@/components/discover/discovery-gaps";
import { GroupTripsSection } from "@/components/discover/group-trips-section";
import { NearMissesSection } from "@/components/discover/near-misses-section";
import { SectionLinks } from "@/components/discover/section-links";
import { UpcomingSection } from "@/components/discover/upcoming-section";
import { checkInputByField } from "@/lib/contract/messages";
import { PotentialMatchesQuery } from "@/lib/discovery/contract";
import { distinctDestinations, emptyReason, unplacedDestinations } from "@/lib/discovery/gaps";
import {
  findDiscoveryGaps,
  findNearMisses,
  findPotentialMatches,
  findUpcomingConnections,
} from "@/lib/discovery/service";
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
 * The page's filters, read as the API reads them (docs/api.md §4.3), field by field: a value the API
 * would refuse is left out and marked on its field, and every other filter still applies
 * (docs/product.md §2.4). The radius comes from the address, else from the member's last choice (a
 * cookie, docs/decisions/019-nearby-by-bounding-box.md).
 */
function readFilters(params: Record<string, string | string[] | undefined>, rememberedRadius: string | undefined) {
  const { data, errors } = checkInputByField(PotentialMatchesQuery, {
    destination: first(params.destination),
    radius_km: first(params.radius_km) ?? rememberedRadius,
    type: first(params.type),
    gender: params.gender,
    min_age: first(params.min_age),
    max_age: first(params.max_age),
  });
  return { filters: data, invalid: errors };
}

export default async function DiscoverPage({ searchParams }: Props) {
  const actor = await requireMember();
  // A new member is asked what discovery needs first (docs/product.md §2.13), until they finish or skip it.
  if (actor.user.onboardedAt === null) redirect("/app/welcome");
  const params = await searchParams;
  const { filters, invalid } = readFilters(params, (await cookies()).get(RADIUS_COOKIE)?.value);
  const shown = readShown(params, PEOPLE);
  const destination = filters.destination?.trim() || undefined;
  const radiusKm = filters.radius_km;
  // The filters' form and the results start afresh when the filters change (two siblings: two keys).
  const filterKey = JSON.stringify(filters);
  const filtered =
    filters.type !== undefined ||
    filters.gender !== undefined ||
    filters.min_age !== undefined ||
    filters.max_age !== undefined;

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

  const here = (extra: Record<string, string>) =>
    `/app?${new URLSearchParams({ ...(destination ? { destination } : {}), ...extra })}`;
  // The true reason for an empty list (lib/discovery/gaps.ts): did the filters hide people who overlap?
  const hiddenByFilters =
    people.length === 0 &&
    filtered &&
    (await findPotentialMatches(actor, { destination, radius_km: radiusKm, skip: 0, limit: 1 })).length > 0;
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

  // On a phone the people come first (docs/product.md §2.4): Upcoming, the connections' trips and
  // Near misses follow them there, reached by the links at the top; desktop keeps this order.
  const after = "order-1 mt-10 md:order-none md:mt-0";
  return (
    <div className="flex flex-col">
      <div className="mb-6">
        <h1 id="discover-heading" tabIndex={-1} className="text-2xl font-bold text-foreground sm:text-3xl">
          Discover
        </h1>
        <p className="mt-2 text-muted">
          {destination
            ? `Travellers in ${destination} while you are there.`
            : "Travellers whose plans overlap with yours."}
          {radiusKm > 0 && ` Places within ${radiusKm} km count too.`}
        </p>
      </div>
      {upcoming.length > 0 && (
        <div className={after}>
          <UpcomingSection entries={upcoming} />
        </div>
      )}
      <DestinationFilter destinations={destinations} current={destination} />
      <DiscoverFilters
        key={`filters ${filterKey}`}
        destination={destination}
        invalid={invalid}
        values={{
          radiusKm,
          type: filters.type,
          genders: filters.gender ?? [],
          minAge: filters.min_age,
          maxAge: filters.max_age,
        }}
      />
      {invalid.length > 0 && (
        <p role="status" className="-mt-4 mb-6 text-sm text-muted">
          {invalid.length === 1
            ? "One filter in the address is not valid and is not applied; "
            : "Some filters in the address are not valid and are not applied; "}
          the others are.
        </p>
      )}
      <SectionLinks
        sections={[
          { href: "#upcoming-heading", label: "Upcoming", count: upcoming.length },
          { href: "#connection-trips-heading", label: "Trips", count: connectionTrips.length },
          { href: "#near-misses-heading", label: "Near misses", count: nearMisses.length },
        ]}
      />
      {/* With people to show, a phone shows them before what keeps matches away (after them there). */}
      <div className={people.length > 0 && profileGaps.length > 0 ? after : undefined}>
        <DiscoveryGaps gaps={profileGaps} />
      </div>
      {connectionTrips.length > 0 && (
        <div className={after}>
          <GroupTripsSection trips={connectionTrips} />
        </div>
      )}
      <div id="people" className="scroll-mt-4">
        <DiscoverResults
          key={`results ${filterKey}`}
          people={people}
          empty={empty}
          moreHref={moreHref}
          cappedAt={cappedAt}
        />
      </div>
      <div className="order-2 md:order-none">
        <NearMissesSection entries={nearMisses} />
      </div>
    </div>
  );
}
