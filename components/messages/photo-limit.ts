/** docs/api.md §3: pictures are images of at most 10 MB (the server checks the content too). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
