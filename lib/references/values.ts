/** References' constants (docs/api.md §3.6): shared by the db's checks, the contract and the service. */

/** Days after a stay ends during which each of the two may write, and after which both are shown. */
export const REFERENCE_WINDOW_DAYS = 14;
export const REFERENCE_TEXT_MIN = 20;
export const REFERENCE_TEXT_MAX = 2000;
export const REFERENCE_NOTE_MAX = 2000;

export const REFERENCE_ALREADY_WRITTEN = "You have already written a reference for this stay";
export const REFERENCE_NO_STAY = "You can write a reference only about a member you shared a stay with that has ended";
