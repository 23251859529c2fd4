/**
 * The confirm-email banner's words, a module of their own: the banner is in every member page's
 * first load, and importing them from ./values.ts would bring all of Accounts' words with them
 * (docs/benchmarks.md, first-load JS).
 */
export const CONFIRMATION_SENT = "We have sent you a new confirmation link.";
export const CONFIRM_EMAIL_BANNER = "Please confirm your email address: we sent you a link when you registered.";
