/** Calendar import's contract (docs/product.md §8): the lists written once, for the db's checks, the API, the forms and the tests. */

export const SYNC_STATUSES = ["idle", "syncing", "error"] as const;
export type SyncStatus = (typeof SYNC_STATUSES)[number];
export const EVENT_SOURCES = ["google", "ics"] as const;
export type EventSource = (typeof EVENT_SOURCES)[number];
