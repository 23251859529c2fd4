/**
 * Accounts' values: the lists, limits and words the screens share with the contract, free of zod so a
 * page can read them without loading it (docs/decisions/014-contracts-and-openapi.md).
 */

export const PASSWORD_MIN = 8;
export const BAD_CREDENTIALS = "Incorrect email or password";

/** Password reset (docs/api.md §16 and docs/product.md §2.1): the words the server and the screens share. */
export const RESET_LINK_INVALID = "Invalid or expired reset link";
export const FORGOT_PASSWORD_SENT = "If an account exists for that email, we have sent a link to reset its password.";
export const PASSWORD_CHANGED = "Password changed. Please log in.";

/**
 * Why a member's open tab was sent to the login page (docs/product.md §7): the `session` query word
 * the tab adds, and the sentence the login page shows for it.
 */
export const SESSION_NOTICES = {
  ended: "Your session was ended on another device. Log in again to continue.",
  expired: "Your session has expired. Log in again to continue.",
} as const;

/** Leaving (docs/api.md §2): the answers of DELETE /users/me. */
export const WRONG_PASSWORD = "Password is incorrect";
export const LAST_ADMIN = "You are the last admin: make another member an admin before deleting your account";
export const ACCOUNT_DELETED = "Your account has been deleted.";

/** Email ownership and account changes (docs/api.md §16): what the server and the screens share. */
export const EMAIL_TOKEN_PURPOSES = ["confirm", "change"] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];
export const EMAIL_LINK_INVALID = "Invalid or expired confirmation link";
export const EMAIL_ALREADY_CONFIRMED = "Your email is already confirmed";
export const EMAIL_TAKEN = "Email already registered";
export const EMAIL_UNCHANGED = "This is already your email";
export const CURRENT_PASSWORD_WRONG = "Current password is incorrect";

/** A pending registration activated by an invite code (docs/api.md §2.1): the answers besides the code's own. */
export const ALREADY_ACTIVE = "Your account is already active: log in";
export const NOT_REACTIVATED_BY_CODE = "An invite code cannot reactivate an account an administrator deactivated";
export const INVITE_CODE_REQUIRED = "Invite code is required";

// ---- The member's profile fields (docs/product.md §9): the account holds them (register takes a
// handle and an age, GET /users/me answers them all), and lib/profiles and lib/discovery read them.

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

/**
 * Who sees a plan besides its owner, and the member's default for new plans (docs/product.md, "Who sees
 * my plans"): everyone (Discover, near misses, profiles), the member's accepted matches and friends
 * only, or nobody. Here, with the member's other settings, so lib/accounts and the schema read it
 * without reaching up to lib/plans.
 */
export const PLAN_VISIBILITIES = ["everyone", "connections", "private"] as const;
export type PlanVisibility = (typeof PLAN_VISIBILITIES)[number];
