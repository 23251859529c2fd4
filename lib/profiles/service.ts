import { getDb } from "@/db/client";
import { updateUser } from "@/lib/accounts/queries";
import { translateUniqueViolation } from "@/lib/accounts/service";
import type { Actor } from "@/lib/auth/actor";
import { fieldError } from "@/lib/http/errors";
import { presentOwnUser, type UpdateProfileBody } from "./schemas";

export function getMe(actor: Actor) {
  return presentOwnUser(actor.user);
}

/** PUT /users/me: a partial update; fields left out keep their values. */
export async function updateMe(actor: Actor, input: UpdateProfileBody) {
  const current = actor.user;
  const minAge = input.min_age_preference !== undefined ? input.min_age_preference : current.minAgePreference;
  const maxAge = input.max_age_preference !== undefined ? input.max_age_preference : current.maxAgePreference;
  if (minAge !== null && maxAge !== null && minAge > maxAge) {
    throw fieldError("min_age_preference", "Minimum age preference must not be above the maximum");
  }
  try {
    const updated = await updateUser(await getDb(), actor.id, {
      name: input.name,
      handle: input.handle,
      age: input.age,
      gender: input.gender,
      bio: input.bio,
      currentLocation: input.current_location,
      travelPreferences: input.travel_preferences,
      headline: input.headline,
      sexualOrientation: input.sexual_orientation,
      interestedIn: input.interested_in,
      relationshipIntent: input.relationship_intent,
      height: input.height,
      occupation: input.occupation,
      languages: input.languages,
      minAgePreference: input.min_age_preference,
      maxAgePreference: input.max_age_preference,
      openToPairingTypes: input.open_to_pairing_types,
      themePreference: input.theme_preference,
    });
    return presentOwnUser(updated!);
  } catch (error) {
    throw translateUniqueViolation(error);
  }
}
