import type { Metadata } from "next";
import { ConnectionCard } from "@/components/relationships/connection-card";
import { RelationshipsEmptyState } from "@/components/relationships/empty-state";
import { CardGrid, RelationshipSection } from "@/components/relationships/relationship-section";
import { RequestCard } from "@/components/relationships/request-card";
import { SentRequestCard } from "@/components/relationships/sent-request-card";
import { Carousel } from "@/components/ui/carousel";
import { FocusRescue } from "@/components/ui/focus-rescue";
import { listPairings } from "@/lib/pairings/service";
import { listTrips } from "@/lib/trips/service";
import { requireMember } from "../require-member";

export const metadata: Metadata = { title: "Relationships" };

export default async function RelationshipsPage() {
  const actor = await requireMember();
  const [received, sent, matches, friends, invitable] = await Promise.all([
    listPairings(actor, "received"),
    listPairings(actor, "sent"),
    listPairings(actor, "matches"),
    listPairings(actor, "friends"),
    listTrips(actor, "invitable"),
  ]);
  // The Invite-to-Trip modal offers the trips the service says are open (planning or confirmed, not over).
  const hostedTrips = invitable.map(({ id, title, destination, arrival_date, departure_date }) => ({ id, title, destination, arrival_date, departure_date }));
  const matchRequests = received.filter((pairing) => pairing.relationship_type === "match");
  const friendRequests = received.filter((pairing) => pairing.relationship_type !== "match");
  const connections = matches.length + friends.length;
  const nothingYet = connections === 0 && received.length === 0 && sent.length === 0;

  return (
    <>
      <FocusRescue fallbackId="relationships-heading" />
      <div className="mb-8">
        <h1 id="relationships-heading" tabIndex={-1} className="text-2xl font-bold text-foreground sm:text-3xl">
          Relationships
        </h1>
        <p className="mt-2 text-muted">
          {connections} {connections === 1 ? "connection" : "connections"}
          {connections > 0 && ` (${matches.length} ${matches.length === 1 ? "match" : "matches"}, ${friends.length} ${friends.length === 1 ? "friend" : "friends"})`}
        </p>
      </div>

      {nothingYet ? (
        <RelationshipsEmptyState />
      ) : (
        <div className="flex flex-col gap-10">
          {matchRequests.length > 0 && (
            <RelationshipSection id="pending-match-requests" title="Pending Match Requests">
              <CardGrid label="Match requests">
                {matchRequests.map((pairing) => (
                  <li key={pairing.id}>
                    <RequestCard pairing={pairing} />
                  </li>
                ))}
              </CardGrid>
            </RelationshipSection>
          )}
          {friendRequests.length > 0 && (
            <RelationshipSection id="pending-friend-requests" title="Pending Friend Requests">
              <CardGrid label="Friend requests">
                {friendRequests.map((pairing) => (
                  <li key={pairing.id}>
                    <RequestCard pairing={pairing} />
                  </li>
                ))}
              </CardGrid>
            </RelationshipSection>
          )}
          <RelationshipSection id="matches" title="Matches">
            {matches.length > 0 ? (
              <Carousel label="Matches">
                {matches.map((pairing) => (
                  <ConnectionCard key={pairing.id} pairing={pairing} hostedTrips={hostedTrips} />
                ))}
              </Carousel>
            ) : (
              <p className="text-muted">No matches yet. Accept a match request, or send one from Discover.</p>
            )}
          </RelationshipSection>
          <RelationshipSection id="friends" title="Friends">
            {friends.length > 0 ? (
              <Carousel label="Friends">
                {friends.map((pairing) => (
                  <ConnectionCard key={pairing.id} pairing={pairing} hostedTrips={hostedTrips} />
                ))}
              </Carousel>
            ) : (
              <p className="text-muted">No friends yet. Accept a friend request, or send one from Discover.</p>
            )}
          </RelationshipSection>
          {sent.length > 0 && (
            <RelationshipSection id="requests-sent" title="Requests Sent">
              <CardGrid label="Requests sent">
                {sent.map((pairing) => (
                  <li key={pairing.id}>
                    <SentRequestCard pairing={pairing} />
                  </li>
                ))}
              </CardGrid>
            </RelationshipSection>
          )}
        </div>
      )}
    </>
  );
}
