/**
 * Uploads' values: the bounds on photos uploaded for a message and not sent, and their words, free
 * of zod (docs/decisions/014-contracts-and-openapi.md).
 */

/**
 * Message photos a member may hold uploaded but not sent in any message (docs/security.md,
 * "Counts"). The composer uploads a photo as it sends it, so a person has one at a time, or a few
 * after failed sends; the next upload past this is refused (409) rather than removing one the
 * member may be about to send from another tab.
 */
export const UNSENT_PHOTOS_MAX = 20;
/** An unsent message photo is removed this long after its upload (docs/security.md, "Stored files"). */
export const UNSENT_PHOTO_KEEP_MS = 24 * 3_600_000;
export const UNSENT_PHOTOS_FULL = `You have ${UNSENT_PHOTOS_MAX} photos uploaded but not sent. Send one of them, or try again later: unsent photos are removed a day after upload.`;
