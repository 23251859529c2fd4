import type { UserRow } from "@/db/schema";
import type { OwnUser, PairingOpenness, PlanVisibility, Theme } from "./contract";

/** GET /users/me: every User field of docs/product.md §3, email and flags included. */
export function presentOwnUser(user: UserRow): OwnUser {
  // The table's checks hold the theme and the open-to list to the contract's values.
  const theme = user.themePreference as Theme;
  return {
    id: user.id,
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
    name: user.name,
    handle: user.handle,
    age: user.age,
    gender: user.gender,
    bio: user.bio,
    current_location: user.currentLocation,
    travel_preferences: user.travelPreferences,
    headline: user.headline,
    sexual_orientation: user.sexualOrientation,
    interested_in: user.interestedIn,
    relationship_intent: user.relationshipIntent,
    height: user.height,
    occupation: user.occupation,
    languages: user.languages,
    min_age_preference: user.minAgePreference,
    max_age_preference: user.maxAgePreference,
    open_to_pairing_types: user.openToPairingTypes as PairingOpenness[],
    photos: user.photos,
    is_admin: user.isAdmin,
    is_active: user.isActive,
    theme_preference: theme,
    theme,
    default_plan_visibility: user.defaultPlanVisibility as PlanVisibility,
    can_invite: user.canInvite,
    onboarding_done: user.onboardedAt !== null,
    public_profile: user.publicProfile,
    created_at: user.createdAt.toISOString(),
  };
}
