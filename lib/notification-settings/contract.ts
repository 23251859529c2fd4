import { z } from "zod";
import { operation } from "@/lib/contract/operation";
import type { NotificationType } from "@/lib/notifications/contract";
import { EMAIL_SETTINGS, UNSUBSCRIBE_LINK_INVALID, type EmailSetting } from "./values";
export * from "./values";

/** Notification emails' contract (docs/api.md §16, "Notification emails" and "Unsubscribing"). */

/**
 * Which setting lets each notification type be emailed. `pairing_response` (a request accepted,
 * or a friendship made by crossing requests) is a new connection, as a match is, so it goes with
 * `email_match_created`. No notification type is product news: `email_product` is kept for
 * announcements, which nothing sends yet.
 */
export const SETTING_OF_TYPE: Readonly<Record<NotificationType, EmailSetting>> = {
  pairing_request: "email_pairing_request",
  pairing_response: "email_match_created",
  match_created: "email_match_created",
  message: "email_message",
  trip_invite: "email_trip",
  trip_request: "email_trip",
  trip_response: "email_trip",
  trip_cancelled: "email_trip",
  // A trip chat's messages are messages: whoever turned message emails off gets none for them either.
  trip_message: "email_message",
  // A place on the trip, or someone joining its waitlist, is trip news.
  trip_waitlist: "email_trip",
  // References are about the people met, as matches and friends are (docs/api.md §3.6).
  reference_shown: "email_match_created",
  reference_reminder: "email_match_created",
};

const Switch = z.boolean({ error: "Must be true or false" });

const NotificationSettings = z
  .object(Object.fromEntries(EMAIL_SETTINGS.map((key) => [key, z.boolean()])) as Record<EmailSetting, z.ZodBoolean>)
  .meta({ id: "NotificationSettings" });

/** A partial change: only the settings given change; unknown keys are ignored. */
export const NotificationSettingsBody = z
  .object(
    Object.fromEntries(EMAIL_SETTINGS.map((key) => [key, Switch.optional()])) as Record<
      EmailSetting,
      z.ZodOptional<typeof Switch>
    >,
  )
  .meta({ id: "NotificationSettingsUpdate" });
export type NotificationSettingsBody = z.infer<typeof NotificationSettingsBody>;

// A real token is well under 100 characters; anything far longer is not one.
const UnsubscribeQuery = z.object({
  token: z
    .string({ error: UNSUBSCRIBE_LINK_INVALID })
    .min(1, UNSUBSCRIBE_LINK_INVALID)
    .max(200, UNSUBSCRIBE_LINK_INVALID),
});

/** What a one-click unsubscribe turned off. */
export const Unsubscribed = z
  .object({ setting: z.enum(EMAIL_SETTINGS), enabled: z.literal(false) })
  .meta({ id: "Unsubscribed" });
export type Unsubscribed = z.infer<typeof Unsubscribed>;

const tag = "Notification emails";

export const notificationSettingsApi = {
  get: operation({
    method: "GET",
    path: "/users/me/notification-settings",
    tag,
    summary: "Which notifications I am emailed about",
    auth: "member",
    response: NotificationSettings,
  }),
  update: operation({
    method: "PUT",
    path: "/users/me/notification-settings",
    tag,
    summary: "Turn notification emails on or off",
    description: "Partial: the settings left out keep their value. Answers all five.",
    auth: "member",
    body: NotificationSettingsBody,
    response: NotificationSettings,
  }),
  unsubscribe: operation({
    method: "POST",
    path: "/mail/unsubscribe",
    tag,
    summary: "One-click unsubscribe from a notification email (RFC 8058)",
    description:
      "The `List-Unsubscribe` address of a notification email: needs no sign-in, turns that email's kind off and answers 200. " +
      "The body (`List-Unsubscribe=One-Click`) is not read. A forged or altered token is 400 and changes nothing; GET is not allowed.",
    auth: "public",
    query: UnsubscribeQuery,
    response: Unsubscribed,
    errors: [400],
  }),
};
