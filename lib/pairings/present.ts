import type { PairingRow, UserRow } from "@/db/schema";
import type { OtherUserResponse, PairingResponse, PairingStatus, PairingType } from "./contract";

/** What a member sees of the other side of a connection: the card fields, never email or flags. */
function presentOtherUser(user: UserRow): OtherUserResponse {
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

type Seeable = Pick<PairingRow, "user1Id" | "user2Id" | "relationshipType" | "status" | "bothPassed">;

/**
 * A pairing as one member sees it (docs/api.md §5.1, "A no is never shown to the one it turns
 * down"). Another's pass on the member is nothing to them (undefined), unless they passed too:
 * then it is their own pass, with them as the one who asked. A request of theirs that was declined
 * still reads as pending. Anyone else, the one who passed or declined included, sees the row as it
 * is. The lists' SQL says the same in `seenBy` (./queries.ts).
 */
export function pairingSeenBy<P extends Seeable>(pairing: P, viewerId: number): P | undefined {
  if (pairing.relationshipType === "pass" && pairing.user2Id === viewerId) {
    return pairing.bothPassed ? { ...pairing, user1Id: pairing.user2Id, user2Id: pairing.user1Id } : undefined;
  }
  if (pairing.status === "declined" && pairing.relationshipType !== "pass" && pairing.user1Id === viewerId) {
    return { ...pairing, status: "pending" };
  }
  return pairing;
}

/** A pairing for one of its members, as they see it (pairingSeenBy); callers read only those they may see. */
export function presentPairing(
  { pairing, user1, user2, matchId }: PairingWithPeople,
  viewerId: number,
): PairingResponse {
  const seen = pairingSeenBy(pairing, viewerId);
  if (!seen) throw new Error(`Pairing ${pairing.id} is not for member ${viewerId} to see`);
  const [asker, asked] = seen.user1Id === pairing.user1Id ? [user1, user2] : [user2, user1];
  return {
    id: seen.id,
    user1_id: seen.user1Id,
    user1_name: asker.name,
    user2_id: seen.user2Id,
    user2_name: asked.name,
    relationship_type: seen.relationshipType as PairingType,
    status: seen.status as PairingStatus,
    created_at: seen.createdAt.toISOString(),
    other_user: presentOtherUser(viewerId === seen.user1Id ? asked : asker),
    match_id: matchId,
  };
}
