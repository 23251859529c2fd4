/** The shareable address of a member's public profile (docs/product.md §2). */
export const publicProfilePath = (handle: string) => `/profile/@${handle}`;

/** A member's profile inside the app (docs/product.md §2.9): every card or row showing them links here. */
export const memberPath = (id: number) => `/app/user/${id}`;
