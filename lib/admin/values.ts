/**
 * The admin console's values: the lists its screens share with the contract, free of zod so a page
 * can read them without loading it (docs/decisions/014-contracts-and-openapi.md).
 */

/** The users list's state filter: awaiting activation, active, or admins. */
export const ADMIN_USER_STATES = ["pending", "active", "admin"] as const;
export type AdminUserState = (typeof ADMIN_USER_STATES)[number];
