/**
 * Calendar's values: the bounds on what a member keeps and the words that report them, free of zod
 * (docs/decisions/014-contracts-and-openapi.md).
 */

/**
 * Events kept per member and source (Google, .ics files), imported ones included (docs/security.md,
 * "Counts"): one file's worth (a file gives at most 1,000 occurrences), so an upload's own events
 * always fit. Over it, an upload or sync keeps first the events already imported (forgetting one
 * would let the daily sync import it again), then its own, then the rest soonest first.
 */
export const KEPT_EVENTS_PER_SOURCE = 1_000;
/** The `skipped` reason of an event an upload could not keep (only when imported events fill the room). */
export const KEPT_EVENTS_FULL = `Not kept: your calendar files already gave ${KEPT_EVENTS_PER_SOURCE.toLocaleString("en")} events, imported ones included`;
