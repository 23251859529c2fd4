/** Safety's contract (docs/product.md §10): the lists written once, for the db's checks, the API, the forms and the tests. */

export const REPORT_REASONS = ["harassment", "spam", "fake_profile", "inappropriate_content", "safety_concern", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_STATUSES = ["open", "resolved"] as const;
export const REPORT_RESOLUTIONS = ["deactivated", "dismissed"] as const;
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number];
