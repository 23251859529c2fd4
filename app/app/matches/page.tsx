import type { Metadata } from "next";
import { cookies } from "next/headers";
import { ConnectionCard } from "@/components/relationships/connection-card";
import { RelationshipsEmptyState } from "@/components/relationships/empty-state";
import { CardGrid, MorePairings, RelationshipSection } from "@/components/relationships/relationship-section";
import { RequestCard } from "@/components/relationships/request-card";
import { SentRequestCard } from "@/components/relationships/sent-request-card";
import { Carousel, CarouselItem } from "@/components/ui/carousel";
import { FocusRescue } from "@/components/ui/focus-rescue";
import { PAGE_LIMIT_MAX } from "@/lib/contract/page-limits";
import { listPairings, type PairingListKind } from "@/lib/pairings/service";
import { RadiusKm } from "@/lib/discovery/contract";
import { RADIUS_COOKIE } from "@/lib/discovery/values";
import { findFirstOverlaps } from "@/lib/profiles/service";
import { listTrips } from "@/lib/trips/service";
import { requireMember } from "../require-member";
import { moreAddress, readShown } from "../shown";

export const metadata: Metadata = { title: "Relationships" };

/**
 * Each list shows its newest 24 and 24 more at each `Show more` (docs/product.md §2.7), up to the API's largest page.
 */
const RELATIONSHIPS_PAGE_SIZE = 24;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function RelationshipsPage({ searchParams }: Props) {
  const actor = await requireMember();
  const params = await searchParams;
  // Each list is paged by its own parameter (`?friends=48`), named after its kind.
  const listed = async (kind: PairingListKind) => {
    const paging = { path: "/app/matches", key: kind, pageSize: RELATIONSHIPS_PAGE_SIZE, max: PAGE_LIMIT_MAX };
    const shown = readShown(params, paging);
    const { items, total } = await listPairings(actor, kind, { skip: 0, limit: shown });
    return { items, total, more: moreAddress(params, paging, shown, total > items.length) };
  };
  const [matchRequests, friendRequests, matches, friends, sent, invitable] = await Promise.all([
    listed("match_requests"),
    listed("friend_requests"),
    listed("matches"),
    listed("friends"),
    listed("sent"),
    listTrips(actor, "invitable"),
  ]);
  // Each incoming request says where the two overlap, counting nearby places as Discover does for this member (its
  // cookie).
  const remembered = RadiusKm.safeParse((await cookies()).get(RADIUS_COOKIE)?.value);
  const overlaps = await findFirstOverlaps(
    actor,
    [...matchRequests.items, ...friendRequests.items].map((pairing) => pairing.other_user.id),
    remembered.success ? remembered.data : 0,
  );
  // The Invite-to-Trip modal offers the trips the service says are open (planning or confirmed, not over).
  const hostedTrips = invitable.map(({ id, title, destination, arrival_date, departure_date }) => ({
    id,
    title,
    destination,
    arrival_date,
    departure_date,
  }));
  const connections = matches.total + friends.total;
  const nothingYet = connections === 0 && matchRequests.total === 0 && friendRequests.total === 0 && sent.total === 0;

  return (
    <>
      <FocusRescue fallbackId="relationships-heading" />
      <div className="mb-8">
        <h1 id="relationships-heading" tabIndex={-1} className="text-2xl font-bold text-foreground sm:text-3xl">
          Relationships
        </h1>
        <p className="mt-2 text-muted">
          {connections} {connections === 1 ? "connection" : "connections"}
          {connections > 0 &&
            ` (${matches.total} ${matches.total === 1 ? "match" : "matches"}, ${friends.total} ${friends.total === 1 ? "friend" : "friends"})`}
        </p>
      </div>

      {nothingYet ? (
        <RelationshipsEmptyState />
      ) : (
        <div className="flex flex-col gap-10">
          {matchRequests.total > 0 && (
            <RelationshipSection id="pending-match-requests" title="Pending Match Requests">
              <CardGrid id="pending-match-requests-list" label="Match requests">
                {matchRequests.items.map((pairing) => (
                  <li key={pairing.id} data-item={pairing.id}>
                    <RequestCard pairing={pairing} overlap={overlaps.get(pairing.other_user.id)} />
                  </li>
                ))}
              </CardGrid>
              <MorePairings containerId="pending-match-requests-list" list={matchRequests} noun="match requests" />
            </RelationshipSection>
          )}
          {friendRequests.total > 0 && (
            <RelationshipSection id="pending-friend-requests" title="Pending Friend Requests">
              <CardGrid id="pending-friend-requests-list" label="Friend requests">
                {friendRequests.items.map((pairing) => (
                  <li key={pairing.id} data-item={pairing.id}>
                    <RequestCard pairing={pairing} overlap={overlaps.get(pairing.other_user.id)} />
                  </li>
                ))}
              </CardGrid>
              <MorePairings containerId="pending-friend-requests-list" list={friendRequests} noun="friend requests" />
            </RelationshipSection>
          )}
          {(
            [
              {
                id: "matches",
                title: "Matches",
                list: matches,
                empty: "No matches yet. Accept a match request, or send one from Discover.",
              },
              {
                id: "friends",
                title: "Friends",
                list: friends,
                empty: "No friends yet. Accept a friend request, or send one from Discover.",
              },
            ] as const
          ).map(({ id, title, list, empty }) => (
            <RelationshipSection key={id} id={id} title={title}>
              {list.total > 0 ? (
                <>
                  <Carousel id={`${id}-list`} label={title}>
                    {list.items.map((pairing) => (
                      <CarouselItem key={pairing.id} id={pairing.id}>
                        <ConnectionCard pairing={pairing} hostedTrips={hostedTrips} />
                      </CarouselItem>
                    ))}
                  </Carousel>
                  <MorePairings containerId={`${id}-list`} list={list} noun={id} />
                </>
              ) : (
                <p className="text-muted">{empty}</p>
              )}
            </RelationshipSection>
          ))}
          {sent.total > 0 && (
            <RelationshipSection id="requests-sent" title="Requests Sent">
              <CardGrid id="requests-sent-list" label="Requests sent">
                {sent.items.map((pairing) => (
                  <li key={pairing.id} data-item={pairing.id}>
                    <SentRequestCard pairing={pairing} />
                  </li>
                ))}
              </CardGrid>
              <MorePairings containerId="requests-sent-list" list={sent} noun="sent requests" />
            </RelationshipSection>
          )}
        </div>
      )}
    </>
  );
}
