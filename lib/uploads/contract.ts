/**
 * Uploads' contract (docs/api.md §10): the lists written once, for the db's checks, the API, the forms and the tests.
 */

/** What a stored file is for: a profile photo or a photo sent in a conversation. */
export const UPLOAD_PURPOSES = ["photo", "message"] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
/** Where its bytes are (docs/decisions/011-photo-storage.md). */
export const STORAGE_KINDS = ["local", "uploadthing"] as const;
