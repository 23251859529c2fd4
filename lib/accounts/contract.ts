import { z } from "zod";
import { fieldMessages } from "@/lib/contract/messages";
import { operation } from "@/lib/contract/operation";
import {
  AGE_RANGE,
  BAD_CREDENTIALS,
  CURRENT_PASSWORD_WRONG,
  INVITE_CODE_REQUIRED,
  EMAIL_LINK_INVALID,
  handleProblem,
  normaliseHandle,
  PAIRING_OPENNESS,
  PASSWORD_MIN,
  PLAN_VISIBILITIES,
  RESET_LINK_INVALID,
  THEMES,
  WRONG_PASSWORD,
} from "./values";
export * from "./values";

/** Accounts and sign-in (docs/product.md §5.1, docs/api.md §2): shared by routes, forms and tests. */

// argon2 hashes whatever it is given; a cap keeps a megabyte "password" from costing CPU.
const PASSWORD_MAX = 256;

const Email = z
  .string({ error: fieldMessages({ required: "Email is required" }) })
  .trim()
  .toLowerCase()
  .pipe(z.email("Enter a valid email address").max(254, "Email is too long"));

/** An optional field the form may send empty: "" and null mean "not given". */
const emptyToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/** A password someone chooses now: at register and at a reset (the common-password check is the server's). */
const NewPassword = z
  .string({ error: fieldMessages({ required: "Password is required" }) })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

// ---- The member's own profile: the account's answers (register, GET /users/me) hold it, and
// lib/profiles builds the member views on it.

/** A handle as typed: normalised, then held to the rules. */
export const HandleField = z
  .string()
  .transform(normaliseHandle)
  .superRefine((handle, ctx) => {
    const problem = handleProblem(handle);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const intIn = (min: number, max: number, label: string, unit = "") =>
  z
    .number()
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}${unit}`)
    .max(max, `${label} must be between ${min} and ${max}${unit}`);

export const PersonAge = intIn(AGE_RANGE.min, AGE_RANGE.max, "Age");

const nullableText = z.string().nullable();

/** GET /users/me: every User field of docs/product.md §3, email and flags included. */
export const OwnUser = z
  .object({
    id: z.number().int(),
    email: z.string(),
    /** Whether the member has followed a link sent to `email` (docs/api.md §16, email confirmation). */
    email_verified: z.boolean(),
    name: z.string(),
    handle: z.string().nullable(),
    age: z.number().int(),
    // Stored lists and choices are shown as stored: older rows may hold values the lists dropped.
    gender: nullableText,
    bio: nullableText,
    current_location: nullableText,
    travel_preferences: nullableText,
    headline: nullableText,
    sexual_orientation: nullableText,
    interested_in: z.array(z.string()),
    relationship_intent: z.array(z.string()),
    height: z.number().int().nullable(),
    occupation: nullableText,
    languages: z.array(z.string()),
    min_age_preference: z.number().int().nullable(),
    max_age_preference: z.number().int().nullable(),
    open_to_pairing_types: z.array(z.enum(PAIRING_OPENNESS)),
    /** Photo URLs, the primary one first; at most 4. */
    photos: z.array(z.string()),
    is_admin: z.boolean(),
    is_active: z.boolean(),
    theme_preference: z.enum(THEMES),
    /** The same as theme_preference, under the name the first clients read. */
    theme: z.enum(THEMES),
    /** The visibility a new plan gets when it names none (docs/api.md §4.2). */
    default_plan_visibility: z.enum(PLAN_VISIBILITIES),
    /** Whether the member may create invite codes (docs/api.md §2.6). */
    can_invite: z.boolean(),
    /** Whether the member has finished or skipped onboarding (docs/api.md §3.1). */
    onboarding_done: z.boolean(),
    /**
     * Whether people who are not signed in may see the public profile (docs/api.md §3.2); false makes
     * /profile/{handle} and the public view a 404 for them. Members still see the member view.
     */
    public_profile: z.boolean(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: "OwnUser" });
export type OwnUser = z.infer<typeof OwnUser>;

export const RegisterBody = z.object({
  email: Email,
  password: NewPassword,
  name: z
    .string({ error: fieldMessages({ required: "Full name is required" }) })
    .trim()
    .min(1, "Full name is required")
    .max(100, "Name must be at most 100 characters"),
  age: z.number({ error: fieldMessages({ required: "Age is required" }) }).pipe(PersonAge),
  handle: z.preprocess(
    (value) => (typeof value === "string" && !value.trim() ? undefined : emptyToUndefined(value)),
    HandleField.optional(),
  ),
  invite_code: z.preprocess(
    emptyToUndefined,
    z.string().trim().toUpperCase().max(64, "Invalid or expired invite code").optional(),
  ),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

export const LoginBody = z.object({
  email: z
    .string({ error: fieldMessages({ required: "Email is required" }) })
    .trim()
    .min(1, "Email is required")
    .max(254, "Email is too long"),
  password: z
    .string({ error: fieldMessages({ required: "Password is required" }) })
    .min(1, "Password is required")
    .max(PASSWORD_MAX, BAD_CREDENTIALS),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** POST /auth/activate: a pending registration's sign-in and the invite code that activates it. */
export const ActivateWithInviteBody = LoginBody.extend({
  invite_code: z
    .string({ error: fieldMessages({ required: INVITE_CODE_REQUIRED }) })
    .trim()
    .toUpperCase()
    .min(1, INVITE_CODE_REQUIRED)
    .max(64, "Invalid or expired invite code"),
});
export type ActivateWithInviteBody = z.infer<typeof ActivateWithInviteBody>;

/** POST /auth/password/forgot (docs/api.md §16, password reset). */
export const ForgotPasswordBody = z.object({ email: Email });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

/** POST /auth/password/reset: the token from the emailed link and the new password. */
export const ResetPasswordBody = z.object({
  // A real token is 43 characters; anything far longer is not one, and is refused before any lookup.
  token: z
    .string({ error: fieldMessages({ required: "The reset link is incomplete" }) })
    .min(1, "The reset link is incomplete")
    .max(200, RESET_LINK_INVALID),
  password: NewPassword,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/** Deleting one's own account asks for the password again: a left-open session alone cannot. */
export const DeleteAccountBody = z.object({
  password: z
    .string({ error: fieldMessages({ required: "Password is required" }) })
    .min(1, "Password is required")
    .max(PASSWORD_MAX, WRONG_PASSWORD),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

/** POST /auth/email/confirm: the token from a confirmation or change link (docs/api.md §16). */
export const ConfirmEmailBody = z.object({
  token: z
    .string({ error: fieldMessages({ required: "The confirmation link is incomplete" }) })
    .min(1, "The confirmation link is incomplete")
    .max(200, EMAIL_LINK_INVALID),
});
export type ConfirmEmailBody = z.infer<typeof ConfirmEmailBody>;

/**
 * What a followed link confirmed: the account's address, now proven; `already_confirmed` when the link had done so
 * before.
 */
export const EmailConfirmed = z
  .object({ email: z.string(), already_confirmed: z.boolean() })
  .meta({ id: "EmailConfirmed" });
export type EmailConfirmed = z.infer<typeof EmailConfirmed>;

/** PUT /users/me/password: the current password, then a new one under the register rules. */
export const ChangePasswordBody = z.object({
  current_password: z
    .string({ error: fieldMessages({ required: "Current password is required" }) })
    .min(1, "Current password is required")
    .max(PASSWORD_MAX, CURRENT_PASSWORD_WRONG),
  new_password: z
    .string({ error: fieldMessages({ required: "New password is required" }) })
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** PUT /users/me/email: the new address and the password, asked again. */
export const ChangeEmailBody = z.object({
  email: Email,
  password: z
    .string({ error: fieldMessages({ required: "Password is required" }) })
    .min(1, "Password is required")
    .max(PASSWORD_MAX, WRONG_PASSWORD),
});
export type ChangeEmailBody = z.infer<typeof ChangeEmailBody>;

const HandleCheckQuery = z.object({ handle: z.string({ error: "handle is required" }) });

/** A bearer token for a new session; it lasts 7 days (docs/decisions/003-revocable-sessions.md). */
export const AccessToken = z
  .object({
    access_token: z.string(),
    token_type: z.literal("bearer"),
    /** Seconds until the token expires. */
    expires_in: z.number().int(),
  })
  .meta({ id: "AccessToken" });
export type AccessToken = z.infer<typeof AccessToken>;

/** Whether a handle can be used, after normalising it. */
export const HandleCheck = z
  .object({ handle: z.string(), valid: z.boolean(), available: z.boolean() })
  .meta({ id: "HandleCheck" });
export type HandleCheck = z.infer<typeof HandleCheck>;

const tag = "Accounts";

export const accountsApi = {
  register: operation({
    method: "POST",
    path: "/auth/register",
    tag,
    summary: "Create an account",
    description: "Active at once with a valid invite code; otherwise it waits for an admin (is_active false).",
    auth: "public",
    body: RegisterBody,
    status: 201,
    response: OwnUser,
    errors: [400, 409],
  }),
  login: operation({
    method: "POST",
    path: "/auth/login/json",
    tag,
    summary: "Sign in for a bearer token",
    auth: "public",
    body: LoginBody,
    response: AccessToken,
    errors: [401, 403],
  }),
  activate: operation({
    method: "POST",
    path: "/auth/activate",
    tag,
    summary: "Activate my waiting registration with an invite code",
    description:
      "For an account registered without a code and still waiting for an admin: its email and password, and a code got since. The code is checked and spent as at registration (400 when unknown, inactive, expired or spent; a single-use code admits one account). A wrong password is 401, an account already active 409, one an admin deactivated 403. Failures count as failed sign-ins (429).",
    auth: "public",
    body: ActivateWithInviteBody,
    response: OwnUser,
    errors: [400, 401, 403, 409],
  }),
  forgotPassword: operation({
    method: "POST",
    path: "/auth/password/forgot",
    tag,
    summary: "Ask for a password reset link",
    description:
      "Always 202, whether or not an account has this email; a known, active account is emailed a link valid for one hour and once. Limited per client address and per email (429).",
    auth: "public",
    body: ForgotPasswordBody,
    status: 202,
  }),
  resetPassword: operation({
    method: "POST",
    path: "/auth/password/reset",
    tag,
    summary: "Choose a new password with a reset link's token",
    description: "Uses the token once and ends every session of the account. An unknown, used or expired token is 400.",
    auth: "public",
    body: ResetPasswordBody,
    status: 204,
    errors: [400],
  }),
  confirmEmail: operation({
    method: "POST",
    path: "/auth/email/confirm",
    tag,
    summary: "Confirm an email address with a link's token",
    description:
      "With or without sign-in. A confirmation link marks the account's email confirmed; a change link makes its new address the account's email, confirmed. A link works once: opened again while the address it confirmed is still the account's, it answers 200 with `already_confirmed: true` and changes nothing; an unknown or expired token, or a used one whose address has changed since, is 400, and a new address taken since the link was sent is 409.",
    auth: "public",
    body: ConfirmEmailBody,
    response: EmailConfirmed,
    errors: [400, 409],
  }),
  resendConfirmation: operation({
    method: "POST",
    path: "/auth/email/resend",
    tag,
    summary: "Send a new confirmation link",
    description:
      "Replaces the member's unused confirmation links with a new one, valid 48 hours. 409 when the email is already confirmed; a few per hour (429).",
    auth: "member",
    status: 202,
    errors: [409],
  }),
  changePassword: operation({
    method: "PUT",
    path: "/users/me/password",
    tag,
    summary: "Change my password",
    description:
      "Needs the current password (a wrong one counts as a failed sign-in, 400). The new one follows the register rules. Ends every other session of the member, keeps this one, and emails a notice.",
    auth: "member",
    body: ChangePasswordBody,
    status: 204,
    errors: [400],
  }),
  changeEmail: operation({
    method: "PUT",
    path: "/users/me/email",
    tag,
    summary: "Change my email",
    description:
      "Needs the password (400 when wrong). Emails a link to the new address, valid one hour, and a notice to the current one; the email changes when the link is followed (POST /auth/email/confirm). An address another account has is 409.",
    auth: "member",
    body: ChangeEmailBody,
    status: 202,
    errors: [400, 409],
  }),
  checkHandle: operation({
    method: "GET",
    path: "/users/handle/check",
    tag,
    summary: "Check whether a handle can be used",
    description: "Needs no sign-in: the register form asks before the account exists.",
    auth: "public",
    query: HandleCheckQuery,
    response: HandleCheck,
  }),
  deleteMe: operation({
    method: "DELETE",
    path: "/users/me",
    tag,
    summary: "Delete my account and all its data",
    description:
      "Needs the password. Removes the account everywhere, as an admin's delete does: profile, photos, plans, pairings, messages, sessions; hosted trips are cancelled and their participants told. The last active admin cannot (409).",
    auth: "member",
    body: DeleteAccountBody,
    status: 204,
    errors: [400, 409],
  }),
  exportMe: operation({
    method: "GET",
    path: "/users/me/export",
    tag,
    summary: "Download everything the app holds about me",
    description:
      "A JSON file (an attachment), never with secrets; lists are capped (docs/api.md §2). A few per hour per member.",
    auth: "member",
    raw: { mediaType: "application/json", description: "The member's data as a JSON download" },
  }),
};
