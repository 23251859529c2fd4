import "server-only";
import type { NotificationType } from "@/lib/notifications/contract";
import { notificationTarget } from "@/lib/notifications/target";
import { EMAIL_SETTING_LABELS, SETTING_OF_TYPE } from "@/lib/notification-settings/contract";
import { unsubscribeToken } from "@/lib/notification-settings/token";
import { button, html, layout, siteLink, type MailMessage } from "./templates";

/** The notification as the email scan read it. */
export type EmailedNotification = {
  type: NotificationType;
  title: string;
  message: string;
  relatedMatchId: number | null;
  relatedTripId: number | null;
};

const ACTION: Record<NotificationType, string> = {
  pairing_request: "See the request",
  pairing_response: "See your connections",
  match_created: "Say hello",
  message: "Open the conversation",
  trip_invite: "See the trip",
  trip_request: "See the trip",
  trip_response: "See the trip",
  trip_cancelled: "See your trips",
  trip_message: "Open the trip chat",
  trip_waitlist: "See the trip",
  reference_shown: "See your references",
  reference_reminder: "Write your reference",
};

/**
 * A notification by email (docs/api.md §16, "Notification emails"): its words (never a message's
 * content), a link to the screen it is about, and the ways out: the List-Unsubscribe headers of
 * RFC 8058 (one click in the mail client, a POST) and, in the footer, a page that asks before it
 * turns the emails off (a link that changed something on GET would be followed by mail scanners).
 */
export function notificationEmail(
  user: { id: number; email: string; name: string },
  notification: EmailedNotification,
): MailMessage {
  const setting = SETTING_OF_TYPE[notification.type];
  const token = encodeURIComponent(unsubscribeToken(user.id, setting));
  const oneClick = siteLink(`/api/v1/mail/unsubscribe?token=${token}`);
  const unsubscribePage = siteLink(`/unsubscribe?token=${token}`);
  const settings = siteLink("/app/settings#email-notifications-heading");
  const open = siteLink(
    notificationTarget({
      type: notification.type,
      related_match_id: notification.relatedMatchId,
      related_trip_id: notification.relatedTripId,
    }),
  );
  const kind = EMAIL_SETTING_LABELS[setting].label;
  const subject = subjectOf(notification.message);
  const action = ACTION[notification.type];
  return {
    to: user.email,
    subject,
    text:
      `Hello ${user.name},\n\n${sentence(notification.message)}\n\n${action}:\n${open}\n\n` +
      `--\nYou get this email because "${kind}" emails are on. Stop them: ${unsubscribePage}\n` +
      `All email settings: ${settings}\n`,
    html: layout(
      subject,
      html`<h1 style="margin:0 0 16px;font-size:22px">${notification.title}</h1>
        <p style="margin:0 0 12px;line-height:1.5">Hello ${user.name},</p>
        <p style="margin:0 0 12px;line-height:1.5">${sentence(notification.message)}</p>
        ${button(action, open)}
        <p style="margin:0 0 12px;font-size:13px;line-height:1.5;color:#52525b">Or open this address: ${open}</p>
        <p style="margin:24px 0 0;font-size:13px;line-height:1.5;color:#52525b">
          You get this email because &ldquo;${kind}&rdquo; emails are on.
          <a href="${unsubscribePage}" style="color:#4338ca">Stop these emails</a> or
          <a href="${settings}" style="color:#4338ca">choose which emails you get</a>.
        </p>`,
    ),
    headers: { "List-Unsubscribe": `<${oneClick}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

/**
 * A notification's words as an email subject: one sentence, capitalised, without a closing full
 * stop, as mail clients show subjects ("Bea accepted your match request").
 */
function subjectOf(message: string): string {
  const text = message.trim().replace(/\s+/g, " ").replace(/\.$/, "");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The same words in the body, ending as a sentence does. */
const sentence = (message: string) => {
  const text = subjectOf(message);
  return /[.!?"”]$/.test(text) ? text : `${text}.`;
};
