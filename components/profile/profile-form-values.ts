import { ApiError } from "@/components/data/api-client";
import { formProblem, type FieldErrors, type FormErrorOptions } from "@/components/forms/form-errors";
import type { FieldError } from "@/lib/contract/messages";
import { fieldErrorsOf } from "@/lib/forms/fields";
import type { OwnUser } from "@/lib/accounts/contract";
import {
  GENDERS,
  INTERESTED_IN,
  LANGUAGES,
  normaliseHandle,
  PAIRING_OPENNESS,
  RELATIONSHIP_INTENTS,
} from "@/lib/accounts/values";

/**
 * The profile edit form's pure parts (docs/product.md §5 "Profile edit"): the values as typed, the body they make,
 * and the contract's checks of it (lib/profiles/contract.ts ProfileForm). The server checks the same rules again.
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
export type ProfileFormErrors = FieldErrors<ProfileField>;

/** Field order on screen: the first field in error takes the focus. */
const PROFILE_FIELD_ORDER = [
  "name",
  "handle",
  "headline",
  "age",
  "gender",
  "current_location",
  "occupation",
  "height",
  "bio",
  "travel_preferences",
  "sexual_orientation",
  "interested_in",
  "relationship_intent",
  "languages",
  "min_age_preference",
  "max_age_preference",
  "open_to_pairing_types",
] as const satisfies readonly ProfileField[];

const LIST_FIELDS: readonly ProfileField[] = [
  "interested_in",
  "relationship_intent",
  "languages",
  "open_to_pairing_types",
];

/**
 * How the form shows errors: checkbox groups take the focus on their first box; a handle taken meanwhile (409) is the
 * handle's.
 */
export const PROFILE_FORM = {
  fields: PROFILE_FIELD_ORDER,
  conflict: "handle",
  idOf: (field) => (LIST_FIELDS.includes(field) ? `field-${field}-0` : `field-${field}`),
} as const satisfies FormErrorOptions<ProfileField>;

const keepKnown = (known: readonly string[], chosen: readonly string[]) =>
  known.filter((option) => chosen.includes(option));

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
    open_to_pairing_types: keepKnown(PAIRING_OPENNESS, user.open_to_pairing_types),
  };
}

const isGender = (value: string): value is (typeof GENDERS)[number] => (GENDERS as readonly string[]).includes(value);

/** A number typed into a field: null when empty; the contract says whether it is a whole number in range. */
function typedNumber(raw: string): number | null {
  const text = raw.trim();
  return text ? Number(text) : null;
}

const TEXT_FIELDS = [
  "name",
  "handle",
  "headline",
  "current_location",
  "occupation",
  "bio",
  "travel_preferences",
  "sexual_orientation",
] as const;
const NUMBER_FIELDS = ["age", "height", "min_age_preference", "max_age_preference"] as const;

/**
 * The whole profile as typed, blank fields left out: what the contract's ProfileForm checks before anything is sent.
 */
export function profileRequest(values: ProfileFormValues): Record<string, unknown> {
  const request: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) if (values[field].trim()) request[field] = values[field].trim();
  // The select offers the contract's genders; one stored before the list changed is sent as null.
  if (isGender(values.gender)) request.gender = values.gender;
  for (const field of NUMBER_FIELDS) {
    const number = typedNumber(values[field]);
    if (number !== null) request[field] = number;
  }
  for (const field of LIST_FIELDS) request[field] = values[field];
  return request;
}

/** The contract's check of the whole profile, by field (what the form shows before sending). */
export async function checkProfile(values: ProfileFormValues): Promise<ProfileFormErrors> {
  // Loaded here, not at the top: this module is in the profile page's first load.
  const [{ ProfileForm }, { checkInput }] = await Promise.all([
    import("@/lib/profiles/contract"),
    import("@/lib/contract/messages"),
  ]);
  const result = checkInput(ProfileForm, profileRequest(values));
  return result.ok ? {} : fieldErrorsOf(result.errors, PROFILE_FORM);
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
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((entry, index) => entry === b[index])
    : a === b;

/**
 * The PUT /users/me body for values that passed the check: texts trimmed, numbers as integers,
 * an emptied field as null (which clears it). Only what differs from the saved user is sent, so
 * a field left empty that was already empty is omitted (docs/product.md §5) and nothing else is overwritten.
 */
export function profileBody(values: ProfileFormValues, user: OwnUser): ProfileBody {
  const text = (value: string) => value.trim() || null;
  const full: Required<ProfileBody> = {
    name: values.name.trim(),
    handle: normaliseHandle(values.handle),
    age: typedNumber(values.age) ?? user.age,
    gender: isGender(values.gender) ? values.gender : null,
    headline: text(values.headline),
    current_location: text(values.current_location),
    occupation: text(values.occupation),
    height: typedNumber(values.height),
    bio: text(values.bio),
    travel_preferences: text(values.travel_preferences),
    sexual_orientation: text(values.sexual_orientation),
    interested_in: keepKnown(INTERESTED_IN, values.interested_in),
    relationship_intent: keepKnown(RELATIONSHIP_INTENTS, values.relationship_intent),
    languages: keepKnown(LANGUAGES, values.languages),
    min_age_preference: typedNumber(values.min_age_preference),
    max_age_preference: typedNumber(values.max_age_preference),
    open_to_pairing_types: keepKnown(PAIRING_OPENNESS, values.open_to_pairing_types),
  };
  const body: ProfileBody = {};
  for (const [field, value] of Object.entries(full) as [keyof ProfileBody, unknown][]) {
    if (!sameValue(value, user[field])) Object.assign(body, { [field]: value });
  }
  return body;
}

/** The field errors the form shows for a failed save: the server's 422 by field, a taken handle (409) on the handle. */
export function serverProfileErrors(
  status: number,
  detail: string | undefined,
  fieldErrors: readonly FieldError[],
): ProfileFormErrors {
  return formProblem(new ApiError(status, detail, [...fieldErrors]), PROFILE_FORM).fieldErrors;
}

/** "25–40", "25+", "Up to 40", or null when neither is set. */
export function agePreferenceText(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return `${min}–${max}`;
  if (min !== null) return `${min}+`;
  if (max !== null) return `Up to ${max}`;
  return null;
}
