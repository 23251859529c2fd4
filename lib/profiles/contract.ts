/** Profiles' contract (docs/product.md §9): the lists written once, for the db's checks, the API, the forms and the tests. */

export const GENDERS = ["Man", "Woman", "Non-binary", "Genderfluid", "Agender", "Two-Spirit", "Other", "Prefer not to say"] as const;
export const INTERESTED_IN = ["Men", "Women", "Non-binary", "Everyone"] as const;
export const RELATIONSHIP_INTENTS = [
  "Travel Date",
  "Digital Nomad Relationship",
  "Long-term Relationship",
  "Open to Everything",
] as const;
export const LANGUAGES = [
  "English", "Spanish", "French", "German", "Italian", "Portuguese", "Mandarin", "Japanese", "Korean", "Arabic",
  "Russian", "Hindi", "Other",
] as const;
/** What a member is open to: the two kinds of connection. */
export const PAIRING_OPENNESS = ["match", "friend"] as const;
export type PairingOpenness = (typeof PAIRING_OPENNESS)[number];
export const OPEN_TO_TYPES = [
  { value: "match", label: "Matches (Romantic)" },
  { value: "friend", label: "Friendships" },
] as const satisfies readonly { value: PairingOpenness; label: string }[];
export const THEMES = ["light", "midnight-blue", "warm-sunset", "ocean-deep"] as const;
export type Theme = (typeof THEMES)[number];

// contracts-admin: placeholder, the owning domain's helper defines this (the lead keeps theirs)
// The caller's own user as presentOwnUser gives it (lib/profiles/schemas.ts), text columns as text.
import { z } from "zod";

export const OwnUser = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    handle: z.string().nullable(),
    age: z.number().int(),
    gender: z.string().nullable(),
    bio: z.string().nullable(),
    current_location: z.string().nullable(),
    travel_preferences: z.string().nullable(),
    headline: z.string().nullable(),
    sexual_orientation: z.string().nullable(),
    interested_in: z.array(z.string()),
    relationship_intent: z.array(z.string()),
    height: z.number().int().nullable(),
    occupation: z.string().nullable(),
    languages: z.array(z.string()),
    min_age_preference: z.number().int().nullable(),
    max_age_preference: z.number().int().nullable(),
    open_to_pairing_types: z.array(z.string()),
    photos: z.array(z.string()),
    is_admin: z.boolean(),
    is_active: z.boolean(),
    theme_preference: z.string(),
    theme: z.string(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "OwnUser" });
