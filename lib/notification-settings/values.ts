/**
 * Notification emails' settings (docs/api.md §16, "Notification emails"): the lists and words the
 * Settings screen, the unsubscribe page and the contract share, free of zod.
 */
export const EMAIL_SETTINGS = [
  "email_pairing_request",
  "email_match_created",
  "email_message",
  "email_trip",
  "email_product",
] as const;
export type EmailSetting = (typeof EMAIL_SETTINGS)[number];
export type NotificationSettings = Record<EmailSetting, boolean>;

/** Everything on but news about the product, which a member opts into. */
export const DEFAULT_NOTIFICATION_SETTINGS: Readonly<NotificationSettings> = {
  email_pairing_request: true,
  email_match_created: true,
  email_message: true,
  email_trip: true,
  email_product: false,
};

/** The switch labels of Settings, "Email notifications", and the unsubscribe page's words. */
export const EMAIL_SETTING_LABELS: Readonly<Record<EmailSetting, { label: string; description: string }>> = {
  email_pairing_request: {
    label: "Match and friend requests",
    description: "Someone wants to match with you or be your friend.",
  },
  email_match_created: {
    label: "New matches and friends",
    description: "A match, a new friend, or your request accepted.",
  },
  email_message: { label: "Messages", description: "At most one email per conversation until you read it." },
  email_trip: { label: "Group trips", description: "Invitations, join requests, answers and cancelled trips." },
  email_product: { label: "News about Overlap", description: "Now and then, what is new in the app." },
};

/** A notification is emailed only if still unread this long after it was made. */
export const EMAIL_AFTER_UNREAD_MS = 10 * 60_000;

/** The unsubscribe link's failure, whatever is wrong with its token (docs/api.md §16, "Unsubscribing"). */
export const UNSUBSCRIBE_LINK_INVALID = "Invalid unsubscribe link";

/** A notification's email: queued ("sent") or decided against ("skipped"); null while undecided. */
export const NOTIFICATION_EMAIL_STATES = ["sent", "skipped"] as const;
export type NotificationEmailState = (typeof NOTIFICATION_EMAIL_STATES)[number];
