/**
 * Conversations' values, free of zod (docs/decisions/014-contracts-and-openapi.md). A conversation
 * belongs to an accepted connection, so the connection types live here, below lib/pairings.
 */

/** What an accepted connection is, and what it may be changed to. */
export const CONNECTION_TYPES = ["match", "friend"] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];
