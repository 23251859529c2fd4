/** The shareable address of a member's public profile (docs/product.md §2). */
export const publicProfilePath = (handle: string) => `/profile/@${handle}`;
