/**
 * Pairings' values: the lists, limits and words the screens share with the contract, free of zod so a
 * page can read them without loading it (docs/decisions/014-contracts-and-openapi.md).
 */

/** A pass is a pairing too: it hides the other person from discovery. */
export const PAIRING_TYPES = ["match", "friend", "pass"] as const;
export type PairingType = (typeof PAIRING_TYPES)[number];
export const PAIRING_STATUSES = ["pending", "accepted", "declined"] as const;
export type PairingStatus = (typeof PAIRING_STATUSES)[number];
/** The answers to a pending request: a friend request can only be befriended or declined. */
export const PAIRING_RESPONSES = ["match", "befriend", "decline"] as const;
export type PairingResponseType = (typeof PAIRING_RESPONSES)[number];
