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

/**
 * The admin's invite tree (docs/api.md §9.4): how many levels one answer may hold, how many
 * invitees of one member it lists below the first level, and how many members it holds in all.
 * Past these the answer stops and the screen asks for the rest, a member at a time.
 */
export const INVITE_TREE_DEPTH_MAX = 5;
export const INVITE_TREE_CHILD_CAP = 20;
export const INVITE_TREE_NODE_CAP = 500;
export const INVITE_TREE_PAGE_MAX = 100;
