/** The shareable address of a member's public profile (SPEC §2). */
export const publicProfilePath = (handle: string) => `/profile/@${handle}`;
