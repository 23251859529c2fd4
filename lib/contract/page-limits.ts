/** The largest page a list gives unless its route says less (docs/api.md §1); zod-free, for the browser's code too. */
export const PAGE_LIMIT_MAX = 500;
