import type { UserRow } from "@/db/schema";
import type { InvitePerson } from "@/lib/invites/contract";
import type { PairingStatus, PairingType } from "@/lib/pairings/contract";
import { presentOwnUser } from "@/lib/accounts/present";
import type { MemberProfile, PublicProfile } from "./contract";

/** What members see of each other (docs/api.md §3): no email, no admin or active flags. */
function presentMemberUser(user: UserRow): Omit<MemberProfile, "relationship" | "invited_by" | MemberExtras> {
  const {
    email: _email,
    email_verified: _verified,
    is_admin: _admin,
    is_active: _active,
    theme_preference: _theme,
    theme: _t,
    default_plan_visibility: _visibility,
    can_invite: _invite,
    onboarding_done: _onboarded,
    public_profile: _public,
    ...rest
  } = presentOwnUser(user);
  return rest;
}

type PairingView = { id: number; relationshipType: string; status: string; user1Id: number };

type MemberExtras = "overlaps" | "mutual_connections" | "available_actions" | "invitable_trips";
/** What the member view adds about the two of them (docs/api.md §3.2); nothing on one's own profile. */
export type MemberViewExtras = Pick<MemberProfile, MemberExtras>;
export const NO_EXTRAS: MemberViewExtras = {
  overlaps: [],
  mutual_connections: { count: 0, people: [] },
  available_actions: [],
  invitable_trips: [],
};

/** The member view with where the caller and the member stand. */
export function presentMemberProfile(
  user: UserRow,
  pairing: PairingView | undefined,
  actorId: number,
  invitedBy: InvitePerson | null = null,
  extras: MemberViewExtras = NO_EXTRAS,
): MemberProfile {
  return {
    ...presentMemberUser(user),
    invited_by: invitedBy,
    ...extras,
    relationship: pairing
      ? {
          pairing_id: pairing.id,
          relationship_type: pairing.relationshipType as PairingType,
          status: pairing.status as PairingStatus,
          requested_by_me: pairing.user1Id === actorId,
        }
      : null,
  };
}

/** The public, shareable profile (docs/api.md §3): exactly these fields, nothing else. */
export function presentPublicUser(user: UserRow): PublicProfile {
  return {
    name: user.name,
    handle: user.handle,
    age: user.age,
    photos: user.photos,
    headline: user.headline,
    bio: user.bio,
    current_location: user.currentLocation,
    travel_preferences: user.travelPreferences,
    languages: user.languages,
    occupation: user.occupation,
  };
}
