import { z } from "zod";
import type { UserRow } from "@/db/schema";
import { THEMES } from "./contract";
import { handleProblem, normaliseHandle } from "@/lib/accounts/handles";
import { GENDERS, INTERESTED_IN, LANGUAGES, RELATIONSHIP_INTENTS } from "./contract";

/** An optional text field: "" or null clears it, surrounding spaces are dropped. */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .transform((value) => (value ? value : null));

const intIn = (min: number, max: number, label: string) =>
  z.number().int(`${label} must be a whole number`).min(min, `${label} must be between ${min} and ${max}`).max(max, `${label} must be between ${min} and ${max}`);

const uniqueList = <T extends string>(values: readonly [T, ...T[]], label: string) =>
  z.array(z.enum(values, { error: `${label} must be one of: ${values.join(", ")}` })).transform((list) => [...new Set(list)]);

export const HandleField = z
  .string()
  .transform(normaliseHandle)
  .superRefine((handle, ctx) => {
    const problem = handleProblem(handle);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** PUT /users/me: every field optional (partial update); email, flags and photos are not here. */
export const UpdateProfileBody = z.object({
  name: z.string().trim().min(1, "Name is required").max(100, "Name must be at most 100 characters").optional(),
  handle: HandleField.optional(),
  age: intIn(18, 120, "Age").optional(),
  gender: z.enum(GENDERS, { error: `Gender must be one of: ${GENDERS.join(", ")}` }).nullable().optional(),
  bio: optionalText(2000, "Bio").optional(),
  current_location: optionalText(200, "Current location").optional(),
  travel_preferences: optionalText(1000, "Travel preferences").optional(),
  headline: optionalText(100, "Headline").optional(),
  sexual_orientation: optionalText(100, "Sexual orientation").optional(),
  interested_in: uniqueList(INTERESTED_IN, "Interested in").optional(),
  relationship_intent: uniqueList(RELATIONSHIP_INTENTS, "Relationship intent").optional(),
  height: intIn(100, 250, "Height").nullable().optional(),
  occupation: optionalText(200, "Occupation").optional(),
  languages: uniqueList(LANGUAGES, "Languages").optional(),
  min_age_preference: intIn(18, 100, "Minimum age preference").nullable().optional(),
  max_age_preference: intIn(18, 100, "Maximum age preference").nullable().optional(),
  open_to_pairing_types: uniqueList(["match", "friend"], "Open to")
    .refine((list) => list.length > 0, "Choose at least one of matches or friendships")
    .optional(),
  theme_preference: z.enum(THEMES, { error: `Theme must be one of: ${THEMES.join(", ")}` }).optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

/** GET /users/me: every User field of docs/product.md §3, email and flags included. */
export function presentOwnUser(user: UserRow) {
  return {
    id: user.id,
    email: user.email,
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
    open_to_pairing_types: user.openToPairingTypes,
    photos: user.photos,
    is_admin: user.isAdmin,
    is_active: user.isActive,
    theme_preference: user.themePreference,
    theme: user.themePreference,
    created_at: user.createdAt.toISOString(),
  };
}
export type OwnUser = ReturnType<typeof presentOwnUser>;

/** What members see of each other (docs/api.md §3): no email, no admin or active flags. */
export function presentMemberUser(user: UserRow) {
  const { email: _email, is_admin: _admin, is_active: _active, theme_preference: _theme, theme: _t, ...rest } = presentOwnUser(user);
  return rest;
}

/** The public, shareable profile (docs/api.md §3): exactly these fields, nothing else. */
export function presentPublicUser(user: UserRow) {
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

/** A photo in a path: its index (0-3), its stored value or its file name. */
export const PhotoParams = z.object({ photo: z.string().min(1).max(2048) });
