import "server-only";
import { env } from "@/lib/env";

/** One email as the outbox stores it: both parts, always (docs/api.md §16). */
export type MailMessage = { to: string; subject: string; text: string; html: string; headers?: Record<string, string> };

/**
 * Templates are plain functions over an escaping `html` tag, not React: react-dom/server throws
 * under the "react-server" condition Next uses for route handlers and instrumentation
 * (docs/decisions/016-mail-outbox.md).
 */
export type Html = { readonly __html: string };
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escape = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

export function html(strings: TemplateStringsArray, ...values: (string | Html)[]): Html {
  return { __html: strings.reduce((out, part, i) => out + part + (i < values.length ? piece(values[i]!) : ""), "") };
}
const piece = (value: string | Html) => (typeof value === "string" ? escape(value) : value.__html);

/** A link on the site's public address (NEXTAUTH_URL; localhost in development). */
export function siteLink(path: string): string {
  return new URL(path, env().NEXTAUTH_URL ?? "http://localhost:3000").toString();
}

/** The brand's frame: one column, system fonts, inline styles (mail clients drop style sheets). */
export function layout(title: string, body: Html): string {
  return `<!DOCTYPE html>${
    html`<html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>${title}</title>
      </head>
      <body
        style="margin:0;padding:24px;background:#f4f4f5;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#18181b"
      >
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0">
          <tr>
            <td align="center">
              <table
                role="presentation"
                width="100%"
                cellpadding="0"
                cellspacing="0"
                style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px"
              >
                <tr>
                  <td>
                    <p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#4338ca">Overlap</p>
                    ${body}
                    <p style="margin:32px 0 0;font-size:13px;color:#52525b">
                      You receive this email because you have an account on Overlap.
                    </p>
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html>`.__html
  }`;
}

export function button(label: string, href: string): Html {
  return html`<p style="margin:24px 0">
    <a
      href="${href}"
      style="display:inline-block;background:#4338ca;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px"
      >${label}</a
    >
  </p>`;
}

/**
 * Sent when an admin activates an account (docs/product.md, the waiting page's promise). An
 * account registered without a code was emailed nothing before: this email also carries the link
 * that confirms its address (`confirmToken`), so the member gets one email, not two.
 */
export function activationEmail(
  user: { email: string; name: string },
  confirmToken: string | null = null,
): MailMessage {
  const signIn = siteLink("/login");
  const confirm = confirmToken && siteLink(`/confirm-email?token=${encodeURIComponent(confirmToken)}`);
  const subject = "Your Overlap account is active";
  const confirmText = confirm
    ? `\nPlease also confirm that this is your email address (the link works once, within 48 hours):\n\n${confirm}\n`
    : "";
  const confirmHtml = confirm
    ? html`<p style="margin:0 0 12px;line-height:1.5">
          Please also confirm that this is your email address. The link works once, within 48 hours.
        </p>
        ${button("Confirm my email", confirm)}
        <p style="margin:0 0 12px;font-size:13px;line-height:1.5;color:#52525b">Or open this address: ${confirm}</p>`
    : html``;
  return {
    to: user.email,
    subject,
    text: `Hello ${user.name},\n\nGood news: an administrator has activated your Overlap account. You can sign in now:\n\n${signIn}\n${confirmText}\nSee you on Overlap.\n`,
    html: layout(
      subject,
      html`<h1 style="margin:0 0 16px;font-size:22px">Your account is active</h1>
        <p style="margin:0 0 12px;line-height:1.5">Hello ${user.name},</p>
        <p style="margin:0 0 12px;line-height:1.5">
          Good news: an administrator has activated your Overlap account. You can sign in now.
        </p>
        ${button("Sign in to Overlap", signIn)}
        <p style="margin:0 0 12px;font-size:13px;line-height:1.5;color:#52525b">Or open this address: ${signIn}</p>
        ${confirmHtml}`,
    ),
  };
}

/** A password reset link (docs/api.md §16, password reset): valid for an hour and once. */
export function passwordResetEmail(user: { email: string; name: string }, token: string): MailMessage {
  const link = siteLink(`/reset-password?token=${encodeURIComponent(token)}`);
  const subject = "Reset your Overlap password";
  return {
    to: user.email,
    subject,
    text: `Hello ${user.name},\n\nSomeone, hopefully you, asked to reset the password of your Overlap account. Choose a new one here (the link works once, within one hour):\n\n${link}\n\nIf you did not ask, ignore this email: your password stays as it is.\n`,
    html: layout(
      subject,
      html`<h1 style="margin:0 0 16px;font-size:22px">Reset your password</h1>
        <p style="margin:0 0 12px;line-height:1.5">Hello ${user.name},</p>
        <p style="margin:0 0 12px;line-height:1.5">
          Someone, hopefully you, asked to reset the password of your Overlap account. The link works once, within one
          hour.
        </p>
        ${button("Choose a new password", link)}
        <p style="margin:0 0 12px;font-size:13px;line-height:1.5;color:#52525b">Or open this address: ${link}</p>
        <p style="margin:0;font-size:13px;line-height:1.5;color:#52525b">
          If you did not ask, ignore this email: your password stays as it is.
        </p>`,
    ),
  };
}

/** The link that proves a registration's address (docs/api.md §16, email confirmation): 48 hours, once. */
export function confirmEmailEmail(user: { email: string; name: string }, token: string): MailMessage {
  const link = siteLink(`/confirm-email?token=${encodeURIComponent(token)}`);
  const subject = "Confirm your email";
  return {
    to: user.email,
    subject,
    text: `Hello ${user.name},\n\nPlease confirm that this is your email address for Overlap (the link works once, within 48 hours):\n\n${link}\n\nIf you did not create an Overlap account, ignore this email.\n`,
    html: layout(
      subject,
      html`<h1 style="margin:0 0 16px;font-size:22px">Confirm your email</h1>
        <p style="margin:0 0 12px;line-height:1.5">Hello ${user.name},</p>
        <p style="margin:0 0 12px;line-height:1.5">
          Please confirm that this is your email address for Overlap. The link works once, within 48 hours.
        </p>
        ${button("Confirm my email", link)}
        <p style="margin:0 0 12px;font-size:13px;line-height:1.5;color:#52525b">Or open this address: ${link}</p>
        <p style="margin:0;font-size:13px;line-height:1.5;color:#52525b">
          If you did not create an Overlap account, ignore this email.
        </p>`,
    ),
  };
}

/** Sent to the new address of an email change (docs/api.md §16, changing email): one hour, once. */
export function changeEmailEmail(user: { name: string }, newEmail: string, token: string): MailMessage {
  const link = siteLink(`/confirm-email?token=${encodeURIComponent(token)}`);
  const subject = "Confirm your new Overlap email";
  return {
    to: newEmail,
    subject,
    text: `Hello ${user.name},\n\nYou asked to use this address for your Overlap account. Confirm it here (the link works once, within one hour):\n\n${link}\n\nUntil you do, your account keeps its current email. If you did not ask, ignore this email.\n`,
    html: layout(
      subject,
      html`<h1 style="margin:0 0 16px;font-size:22px">Confirm your new email</h1>
        <p style="margin:0 0 12px;line-height:1.5">Hello ${user.name},</p>
        <p style="margin:0 0 12px;line-height:1.5">
          You asked to use this address for your Overlap account. The link works once, within one hour; until you follow
          it, your account keeps its current email.
        </p>
        ${button("Confirm my new email", link)}
        <p style="margin:0 0 12px;font-size:13px;line-height:1.5;color:#52525b">Or open this address: ${link}</p>
        <p style="margin:0;font-size:13px;line-height:1.5;color:#52525b">If you did not ask, ignore this email.</p>`,
    ),
  };
}

/** Told to the current address when a change to another is asked for: the owner can still act. */
export function emailChangeNoticeEmail(user: { email: string; name: string }, newEmail: string): MailMessage {
  const settings = siteLink("/app/settings");
  const subject = "Your Overlap email is being changed";
  return {
    to: user.email,
    subject,
    text: `Hello ${user.name},\n\nSomeone signed in to your Overlap account asked to change its email to ${newEmail}. The change happens only when a link sent to that address is followed.\n\nIf this was not you, change your password now and sign out your other sessions:\n\n${settings}\n`,
    html: layout(
      subject,
      html`<h1 style="margin:0 0 16px;font-size:22px">Your email is being changed</h1>
        <p style="margin:0 0 12px;line-height:1.5">Hello ${user.name},</p>
        <p style="margin:0 0 12px;line-height:1.5">
          Someone signed in to your Overlap account asked to change its email to <strong>${newEmail}</strong>. The
          change happens only when a link sent to that address is followed.
        </p>
        <p style="margin:0 0 12px;line-height:1.5">
          If this was not you, change your password now and sign out your other sessions.
        </p>
        ${button("Open Settings", settings)}
        <p style="margin:0;font-size:13px;line-height:1.5;color:#52525b">Or open this address: ${settings}</p>`,
    ),
  };
}

/** The notice after a password change (docs/api.md §16, changing password). */
export function passwordChangedEmail(user: { email: string; name: string }): MailMessage {
  const forgot = siteLink("/forgot-password");
  const subject = "Your Overlap password was changed";
  return {
    to: user.email,
    subject,
    text: `Hello ${user.name},\n\nThe password of your Overlap account was just changed, and your other sessions were signed out.\n\nIf this was not you, reset your password now:\n\n${forgot}\n`,
    html: layout(
      subject,
      html`<h1 style="margin:0 0 16px;font-size:22px">Your password was changed</h1>
        <p style="margin:0 0 12px;line-height:1.5">Hello ${user.name},</p>
        <p style="margin:0 0 12px;line-height:1.5">
          The password of your Overlap account was just changed, and your other sessions were signed out.
        </p>
        <p style="margin:0 0 12px;line-height:1.5">If this was not you, reset your password now.</p>
        ${button("Reset my password", forgot)}
        <p style="margin:0;font-size:13px;line-height:1.5;color:#52525b">Or open this address: ${forgot}</p>`,
    ),
  };
}
