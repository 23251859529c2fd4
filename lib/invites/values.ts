/**
 * Invite codes' values: the lists, limits and words the screens share with the contract, free of zod so a
 * page can read them without loading it (docs/decisions/014-contracts-and-openapi.md).
 */

export const INVITE_STATUSES = ["active", "used", "expired", "inactive"] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

export const INVITE_DAYS_MAX = 3650;

/** A member's own codes (docs/api.md §2.6): how long one lasts and how many may wait unused at once. */
export const MEMBER_INVITE_DAYS = 30;
export const MEMBER_INVITE_CAP = 5;
export const MEMBER_INVITE_CAP_DETAIL = `You have ${MEMBER_INVITE_CAP} unused invites`;
export const CANNOT_INVITE_DETAIL = "You cannot invite members";
