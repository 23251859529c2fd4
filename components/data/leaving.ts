/**
 * Whether this tab has asked for its own session to end (Logout, deleting the account): it is on its
 * way to the next page, so it reads nothing more from /api/v1 (components/data/api-client.ts); a read
 * sent now would only be refused, and the refusal shown as an error. Kept apart from the sign-out
 * code, which loads only when a member signs out (docs/benchmarks.md, first-load JS).
 */
let leaving = false;

export function markLeaving(): void {
  leaving = true;
}

export const isLeaving = (): boolean => leaving;
