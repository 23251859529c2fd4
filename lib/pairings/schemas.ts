import { z } from "zod";
import type { PairingRow, UserRow } from "@/db/schema";

export const CreatePairingBody = z.object({
  target_user_id: z.number({ error: "Must be a user id" }).int().positive(),
  action: z.enum(["pass", "friend", "match"], { error: "Action must be pass, friend or match" }),
});
export type CreatePairingBody = z.infer<typeof CreatePairingBody>;

export const RespondBody = z.object({
  response_type: z.enum(["match", "befriend", "decline"], { error: "Response must be match, befriend or decline" }),
});
export type RespondBody = z.infer<typeof RespondBody>;

export const ChangeTypeQuery = z.object({
  new_type: z.enum(["match", "friend"], { error: "new_type must be match or friend" }),
});

/** What a member sees of the other side of a connection: the card fields, never email or flags. */
export function presentOtherUser(user: UserRow) {
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

export function presentPairing({ pairing, user1, user2, matchId }: PairingWithPeople, viewerId: number) {
  return {
    id: pairing.id,
    user1_id: pairing.user1Id,
    user1_name: user1.name,
    user2_id: pairing.user2Id,
    user2_name: user2.name,
    relationship_type: pairing.relationshipType,
    status: pairing.status,
    created_at: pairing.createdAt.toISOString(),
    other_user: presentOtherUser(viewerId === pairing.user1Id ? user2 : user1),
    match_id: matchId,
  };
}
export type PairingResponse = ReturnType<typeof presentPairing>;
