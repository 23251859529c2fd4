import type { PairingRow, UserRow } from "@/db/schema";
import type { OtherUserResponse, PairingResponse, PairingStatus, PairingType } from "./contract";

/** What a member sees of the other side of a connection: the card fields, never email or flags. */
export function presentOtherUser(user: UserRow): OtherUserResponse {
  return {
    id: user.id,
    name: user.name,
    handle: user.handle,
    age: user.age,
    gender: user.gender,
    photos: user.photos,
    headline: user.headline,
    bio: user.bio,
    current_location: user.currentLocation,
    travel_preferences: user.travelPreferences,
  };
}

export type PairingWithPeople = { pairing: PairingRow; user1: UserRow; user2: UserRow; matchId: number | null };

export function presentPairing({ pairing, user1, user2, matchId }: PairingWithPeople, viewerId: number): PairingResponse {
  return {
    id: pairing.id,
    user1_id: pairing.user1Id,
    user1_name: user1.name,
    user2_id: pairing.user2Id,
    user2_name: user2.name,
    relationship_type: pairing.relationshipType as PairingType,
    status: pairing.status as PairingStatus,
    created_at: pairing.createdAt.toISOString(),
    other_user: presentOtherUser(viewerId === pairing.user1Id ? user2 : user1),
    match_id: matchId,
  };
}
