/**
 * Safety's values: the lists, limits and words the screens share with the contract, free of zod so a
 * page can read them without loading it (docs/decisions/014-contracts-and-openapi.md).
 */

export const REPORT_REASONS = [
  "harassment",
  "spam",
  "fake_profile",
  "inappropriate_content",
  "safety_concern",
  "other",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_STATUSES = ["open", "resolved"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
/**
 * What a report is about: a member reported by another, or a reference that did not recommend its
 * subject or carried a note for the moderators (docs/api.md §3.6).
 */
export const REPORT_KINDS = ["member", "reference"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_RESOLUTIONS = ["deactivated", "dismissed", "reference_removed"] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];
/** What an admin does with a report: each action ends in its resolution; remove_reference only for a reference's. */
export const REPORT_ACTIONS = ["deactivate", "dismiss", "remove_reference"] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const REPORT_NOTE_MAX = 2000;

/** A member's report about someone stays one until an admin resolves it (docs/api.md §5.5). */
export const REPORT_ALREADY_OPEN = "You have already reported this member; an admin will look at it";
