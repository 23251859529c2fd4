/**
 * Invite codes' values: the lists, limits and words the screens share with the contract, free of zod so a
 * page can read them without loading it (docs/decisions/014-contracts-and-openapi.md).
 */

export const INVITE_STATUSES = ["active", "used", "expired", "inactive"] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

export const INVITE_DAYS_MAX = 3650;
