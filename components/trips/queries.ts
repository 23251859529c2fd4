import { apiRequest } from "@/components/data/api-client";
import { PAGE_LIMIT_MAX } from "@/lib/contract/page-limits";
import type { PairingResponse } from "@/lib/pairings/contract";
import type { InviteBody } from "@/lib/trips/contract";
import type { Participant, Trip } from "./trip-format";

export const fetchTrip = (tripId: number) => apiRequest<Trip>(`/group-trips/${tripId}`);

export type Connection = { person: PairingResponse["other_user"]; kind: "Match" | "Friend" };

/** The member's matches, then friends, each person once (the newest 500 of each: the lists' largest page). */
export async function fetchConnections(): Promise<Connection[]> {
  const [matches, friends] = await Promise.all([
    apiRequest<PairingResponse[]>(`/pairings/matches?limit=${PAGE_LIMIT_MAX}`),
    apiRequest<PairingResponse[]>(`/pairings/friends?limit=${PAGE_LIMIT_MAX}`),
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
  apiRequest<Participant>(`/group-trips/${tripId}/invite`, {
    method: "POST",
    body: { user_id: userId } satisfies InviteBody,
  });
