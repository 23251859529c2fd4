import { handleProblem, normaliseHandle } from "@/lib/accounts/handles";
import { GENDERS, INTERESTED_IN, LANGUAGES, OPEN_TO_TYPES, RELATIONSHIP_INTENTS } from "@/lib/profiles/contract";
import type { OwnUser } from "@/lib/profiles/schemas";

/**
 * The profile edit form's pure parts (docs/product.md §5 "Profile edit"): the values as typed, the checks
 * made before sending, and the PUT /users/me body. The server checks the same rules again.
 */
export type ProfileFormValues = {
  name: string;
  handle: string;
  headline: string;
  age: string;
  gender: string;
  current_location: string;
  occupation: string;
  height: string;
  bio: string;
  travel_preferences: string;
  sexual_orientation: string;
  interested_in: string[];
  relationship_intent: string[];
  languages: string[];
  min_age_preference: string;
  max_age_preference: string;
  open_to_pairing_types: string[];
};

export type ProfileField = keyof ProfileFormValues;
export type ProfileFormErrors = Partial<Record<ProfileField, string>>;

/** Field order on screen: the first field in error takes the focus. */
export const PROFILE_FIELD_ORDER: ProfileField[] = [
  "name", "handle", "headline", "age", "gender", "current_location", "occupation", "height", "bio", "travel_preferences",
  "sexual_orientation", "interested_in", "relationship_intent", "languages", "min_age_preference", "max_age_preference",
  "open_to_pairing_types",
];

/** docs/product.md §9's limits, and the text lengths the API accepts (lib/profiles/schemas.ts). */
export const PROFILE_LIMITS = {
  age: { min: 18, max: 120 },
  height: { min: 100, max: 250 },
  agePreference: { min: 18, max: 100 },
  text: {
    name: 100, headline: 100, current_location: 200, occupation: 200, bio: 2000, travel_preferences: 1000, sexual_orientation: 100,
  },
} as const;

type TextField = keyof typeof PROFILE_LIMITS.text;
const TEXT_LABELS: Record<TextField, string> = {
  name: "Name", headline: "Headline", current_location: "Current location", occupation: "Occupation", bio: "Bio",
  travel_preferences: "Travel preferences", sexual_orientation: "Sexual orientation",
};

const keepKnown = (known: readonly string[], chosen: readonly string[]) => known.filter((option) => chosen.includes(option));
const OPEN_TO_VALUES = OPEN_TO_TYPES.map((type) => type.value);

export function initialProfileValues(user: OwnUser): ProfileFormValues {
  const number = (value: number | null) => (value === null ? "" : String(value));
  return {
    name: user.name,
    handle: user.handle ?? "",
    headline: user.headline ?? "",
    age: String(user.age),
    gender: user.gender ?? "",
    current_location: user.current_location ?? "",
    occupation: user.occupation ?? "",
    height: number(user.height),
    bio: user.bio ?? "",
    travel_preferences: user.travel_preferences ?? "",
    sexual_orientation: user.sexual_orientation ?? "",
    interested_in: keepKnown(INTERESTED_IN, user.interested_in),
    relationship_intent: keepKnown(RELATIONSHIP_INTENTS, user.relationship_intent),
    languages: keepKnown(LANGUAGES, user.languages),
    min_age_preference: number(user.min_age_preference),
    max_age_preference: number(user.max_age_preference),
    open_to_pairing_types: keepKnown(OPEN_TO_VALUES, user.open_to_pairing_types),
  };
}

/** A whole number typed into a field: null when empty, NaN when it is not a whole number. */
function parseWhole(raw: string): number | null {
  const text = raw.trim();
  if (!text) return null;
  return /^\d+$/.test(text) ? Number.parseInt(text, 10) : Number.NaN;
}

function rangeProblem(value: number | null, label: string, { min, max }: { min: number; max: number }, unit = ""): string | undefined {
  if (value === null) return undefined;
  if (Number.isNaN(value)) return `${label} must be a whole number`;
  if (value < min || value > max) return `${label} must be between ${min} and ${max}${unit}`;
  return undefined;
}

/**
 * docs/product.md §5's checks before sending. A handle cannot be removed once chosen (the API has no way to
 * clear it), so the field is required whether or not one is set yet.
 */
export function checkProfile(values: ProfileFormValues): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  for (const field of Object.keys(PROFILE_LIMITS.text) as TextField[]) {
    const max = PROFILE_LIMITS.text[field];
    if (values[field].trim().length > max) errors[field] = `${TEXT_LABELS[field]} must be at most ${max} characters`;
  }
  if (!values.name.trim()) errors.name = "Name is required";

  const handle = normaliseHandle(values.handle);
  if (!handle) errors.handle = "Handle is required";
  else errors.handle = handleProblem(handle) ?? undefined;

  const age = parseWhole(values.age);
  errors.age = age === null ? "Age is required" : rangeProblem(age, "Age", PROFILE_LIMITS.age);
  errors.height = rangeProblem(parseWhole(values.height), "Height", PROFILE_LIMITS.height, " cm");

  const minAge = parseWhole(values.min_age_preference);
  const maxAge = parseWhole(values.max_age_preference);
  errors.min_age_preference = rangeProblem(minAge, "Minimum age preference", PROFILE_LIMITS.agePreference);
  errors.max_age_preference = rangeProblem(maxAge, "Maximum age preference", PROFILE_LIMITS.agePreference);
  if (!errors.min_age_preference && !errors.max_age_preference && minAge !== null && maxAge !== null && minAge > maxAge) {
    errors.min_age_preference = "Minimum age preference must not be above the maximum";
  }

  if (values.open_to_pairing_types.length === 0) errors.open_to_pairing_types = "Choose at least one of matches or friendships";

  for (const field of Object.keys(errors) as ProfileField[]) if (!errors[field]) delete errors[field];
  return errors;
}

export type ProfileBody = {
  name?: string;
  handle?: string;
  age?: number;
  gender?: (typeof GENDERS)[number] | null;
  headline?: string | null;
  current_location?: string | null;
  occupation?: string | null;
  height?: number | null;
  bio?: string | null;
  travel_preferences?: string | null;
  sexual_orientation?: string | null;
  interested_in?: string[];
  relationship_intent?: string[];
  languages?: string[];
  min_age_preference?: number | null;
  max_age_preference?: number | null;
  open_to_pairing_types?: string[];
};

const sameValue = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((entry, index) => entry === b[index]) : a === b;

/**
 * The PUT /users/me body for values that passed checkProfile: texts trimmed, numbers as integers,
 * an emptied field as null (which clears it). Only what differs from the saved user is sent, so
 * a field left empty that was already empty is omitted (docs/product.md §5) and nothing else is overwritten.
 */
export function profileBody(values: ProfileFormValues, user: OwnUser): ProfileBody {
  const text = (value: string) => value.trim() || null;
  const full: Required<ProfileBody> = {
    name: values.name.trim(),
    handle: normaliseHandle(values.handle),
    age: parseWhole(values.age) ?? user.age,
    gender: (GENDERS as readonly string[]).includes(values.gender) ? (values.gender as (typeof GENDERS)[number]) : null,
    headline: text(values.headline),
    current_location: text(values.current_location),
    occupation: text(values.occupation),
    height: parseWhole(values.height),
    bio: text(values.bio),
    travel_preferences: text(values.travel_preferences),
    sexual_orientation: text(values.sexual_orientation),
    interested_in: keepKnown(INTERESTED_IN, values.interested_in),
    relationship_intent: keepKnown(RELATIONSHIP_INTENTS, values.relationship_intent),
    languages: keepKnown(LANGUAGES, values.languages),
    min_age_preference: parseWhole(values.min_age_preference),
    max_age_preference: parseWhole(values.max_age_preference),
    open_to_pairing_types: keepKnown(OPEN_TO_VALUES, values.open_to_pairing_types),
  };
  const body: ProfileBody = {};
  for (const [field, value] of Object.entries(full) as [keyof ProfileBody, unknown][]) {
    if (!sameValue(value, user[field])) Object.assign(body, { [field]: value });
  }
  return body;
}

/**
 * The server's answer to a failed save, by form field: a 422's field errors ("languages.0" is the
 * languages field's), and the 409 for a handle someone else took meanwhile.
 */
export function serverProfileErrors(status: number, detail: string | undefined, fieldErrors: readonly { field: string; message: string }[]): ProfileFormErrors {
  const errors: ProfileFormErrors = {};
  for (const { field, message } of fieldErrors) {
    const key = field.split(".")[0] as ProfileField;
    if (PROFILE_FIELD_ORDER.includes(key)) errors[key] ??= message;
  }
  if (status === 409 && detail && /handle/i.test(detail)) errors.handle ??= detail;
  return errors;
}

/** "25–40", "25+", "Up to 40", or null when neither is set. */
export function agePreferenceText(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return `${min}–${max}`;
  if (min !== null) return `${min}+`;
  if (max !== null) return `Up to ${max}`;
  return null;
}
