/**
 * Profiles' values: the lists, limits and words the screens share with the contract, free of zod so a
 * page can read them without loading it (docs/decisions/014-contracts-and-openapi.md).
 */

export const GENDERS = [
  "Man",
  "Woman",
  "Non-binary",
  "Genderfluid",
  "Agender",
  "Two-Spirit",
  "Other",
  "Prefer not to say",
] as const;
export const INTERESTED_IN = ["Men", "Women", "Non-binary", "Everyone"] as const;
export const RELATIONSHIP_INTENTS = [
  "Travel Date",
  "Digital Nomad Relationship",
  "Long-term Relationship",
  "Open to Everything",
] as const;
export const LANGUAGES = [
  "English",
  "Spanish",
  "French",
  "German",
  "Italian",
  "Portuguese",
  "Mandarin",
  "Japanese",
  "Korean",
  "Arabic",
  "Russian",
  "Hindi",
  "Other",
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

// ---- Handles (docs/product.md §5, docs/api.md §2): register, profile edit and the handle check.

const HANDLE_PATTERN = /^[a-z][a-z0-9_]{2,29}$/;
export const HANDLE_HINT = "Must start with a letter, 3-30 characters, letters/numbers/underscores only";
export const RESERVED_HANDLES = new Set([
  "admin",
  "api",
  "app",
  "me",
  "check",
  "login",
  "register",
  "profile",
  "settings",
  "support",
  "help",
  "root",
]);
const HANDLE_RESERVED = "This handle is reserved";
/**
 * The handle field's hint: the pattern's words (docs/product.md §5) and the reserved words, which
 * the rule refuses too; every word it names is one the pattern admits, so it is refused as reserved.
 */
export const HANDLE_FIELD_HINT = `${HANDLE_HINT}; not a reserved word (${["admin", "support", "help", "settings"].join(", ")}, …)`;

/** The reserved-word message for a handle as typed, shown as soon as it is typed; null otherwise. */
export function reservedHandleWarning(raw: string): string | null {
  return handleProblem(normaliseHandle(raw)) === HANDLE_RESERVED ? HANDLE_RESERVED : null;
}

/** Trim, lowercase, drop one leading @. */
export function normaliseHandle(raw: string): string {
  return raw.trim().toLowerCase().replace(/^@/, "");
}

/** Why a normalised handle cannot be used, or null when it can. */
export function handleProblem(handle: string): string | null {
  if (!HANDLE_PATTERN.test(handle)) return HANDLE_HINT;
  if (RESERVED_HANDLES.has(handle)) return HANDLE_RESERVED;
  return null;
}

/** docs/product.md §9's ranges, for the form's number inputs. */
export const AGE_RANGE = { min: 18, max: 120 } as const;
export const HEIGHT_RANGE = { min: 100, max: 250 } as const;
export const AGE_PREFERENCE_RANGE = { min: 18, max: 100 } as const;

/** The longest text each profile field takes. */
export const PROFILE_TEXT_MAX = {
  name: 100,
  headline: 100,
  current_location: 200,
  occupation: 200,
  bio: 2000,
  travel_preferences: 1000,
  sexual_orientation: 100,
} as const;

export const AGE_PREFERENCE_ORDER = "Minimum age preference must not be above the maximum";
