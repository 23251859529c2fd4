/**
 * Messages' values: the lists, limits and words the screens share with the contract, free of zod so a
 * page can read them without loading it (docs/decisions/014-contracts-and-openapi.md).
 */

export const MESSAGE_MAX = 5_000;
/** A page of a thread: the latest 100; a shorter page means there is nothing older. */
export const THREAD_PAGE = 100;
export const EMPTY_MESSAGE = "Write a message or add a photo";
/** A photo_url that is not the sender's own upload, or no longer one: unsent photos go after a day. */
export const PHOTO_NOT_UPLOADED = "The photo must be one you uploaded with POST /messages/upload-photo";
/** A send's client id: 1 to 64 letters, digits, hyphens or underscores (a UUID fits). */
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** From here on the composer counts what is left of MESSAGE_MAX. */
export const MESSAGE_COUNTER_FROM = 4_500;
