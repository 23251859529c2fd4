/** Pairings' contract (docs/product.md §4): the lists written once, for the db's checks, the API, the forms and the tests. */

/** A pass is a pairing too: it hides the other person from discovery. */
export const PAIRING_TYPES = ["match", "friend", "pass"] as const;
export type PairingType = (typeof PAIRING_TYPES)[number];
export const PAIRING_STATUSES = ["pending", "accepted", "declined"] as const;
export type PairingStatus = (typeof PAIRING_STATUSES)[number];
