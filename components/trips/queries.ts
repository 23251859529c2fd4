import { api } from "@/components/data/api-client";
import { PAGE_LIMIT_MAX } from "@/lib/contract/page-limits";
import type { PairingResponse } from "@/lib/pairings/contract";
import type { InviteBody } from "@/lib/trips/contract";

export const fetchTrip = (tripId: number) => api("GET /group-trips/{id}", { params: { id: tripId } });

export type Connection = { person: PairingResponse["other_user"]; kind: "Match" | "Friend" };

/** The member's matches, then friends, each person once (the newest 500 of each: the lists' largest page). */
export async function fetchConnections(): Promise<Connection[]> {
  const [matches, friends] = await Promise.all([
    api("GET /pairings/matches", { query: { limit: PAGE_LIMIT_MAX } }),
    api("GET /pairings/friends", { query: { limit: PAGE_LIMIT_MAX } }),
  ]);
  const byId = new Map<number, Connection>();
  for (const pairing of matches) byId.set(pairing.other_user.id, { person: pairing.other_user, kind: "Match" });
  for (const pairing of friends)
    if (!byId.has(pairing.other_user.id))
      byId.set(pairing.other_user.id, { person: pairing.other_user, kind: "Friend" });
  return [...byId.values()];
}

export const CONNECTIONS_QUERY_KEY = ["trip-invite-connections"] as const;

export const inviteToTrip = (tripId: number, userId: number) =>
  api("POST /group-trips/{id}/invite", {
    params: { id: tripId },
    body: { user_id: userId } satisfies InviteBody,
  });
