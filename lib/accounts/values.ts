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
