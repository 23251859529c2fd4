"use server";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import type { FormAnswer } from "@/components/forms/action-form";
import { ACTIVATE_FIELDS, ActivateFields } from "@/components/auth/activate-form";
import { safeCallbackUrl } from "@/components/auth/callback-url";
import {
  ForgotPasswordFields,
  ForgotPasswordSent,
  FORGOT_PASSWORD_FIELDS,
} from "@/components/auth/forgot-password-form";
import { LOGIN_FIELDS, LoginFields } from "@/components/auth/login-form";
import { RegisterFields } from "@/components/auth/register-form";
import { REGISTER_FIELDS, toRegisterRequest } from "@/components/auth/register-values";
import { InvalidResetLink, RESET_PASSWORD_FIELDS, ResetPasswordFields } from "@/components/auth/reset-password-form";
import {
  ActivateWithInviteBody,
  ForgotPasswordBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
} from "@/lib/accounts/contract";
import { activateWithInvite } from "@/lib/accounts/invite-activation";
import { requestPasswordReset, resetPassword } from "@/lib/accounts/password-reset";
import { INVALID_INVITE, register, verifyCredentials } from "@/lib/accounts/service";
import { INACTIVE_DETAIL } from "@/lib/auth/actor";
import { DEVICE_COOKIE, deviceCookie, issueDeviceToken, readDeviceToken } from "@/lib/auth/device";
import { startCookieSession } from "@/lib/auth/session-cookie";
import { attempt, sentFields } from "@/lib/forms/form-action";
import { withoutBlanks } from "@/lib/forms/fields";
import { clientAddress } from "@/lib/http/client-address";
import { parseOrThrow } from "@/lib/http/validation";

/**
 * The auth pages' forms (docs/decisions/022-server-rendered-forms.md). Each runs the same service
 * as its API route (POST /auth/login/json, /auth/register, /auth/password/forgot and /reset) with
 * the same limits, and answers with the form's fields rendered again or redirects. Next checks a
 * server action's Origin against the host, so another site cannot post these for a visitor.
 */

/** Log In: a cookie session, then the page asked for (docs/product.md §4). */
export async function logIn(_previous: FormAnswer | null, data: FormData): Promise<FormAnswer> {
  const sent = sentFields(data, LOGIN_FIELDS);
  const callbackUrl = safeCallbackUrl(sent.callbackUrl);
  const request = await headers();
  const outcome = await attempt(LOGIN_FIELDS, async () => {
    const device = await readDeviceToken((await cookies()).get(DEVICE_COOKIE)?.value);
    const user = await verifyCredentials(
      parseOrThrow(LoginBody, withoutBlanks({ email: sent.email, password: sent.password })),
      clientAddress(request),
      device,
    );
    await startCookieSession(user);
    await rememberDevice(user.id);
  });
  if (outcome.ok) redirect(callbackUrl);
  // A right password on an account still waiting for activation: its own page says what next.
  if (outcome.detail === INACTIVE_DETAIL) redirect("/waiting-activation");
  return { fields: <LoginFields email={sent.email} callbackUrl={callbackUrl} problem={outcome} /> };
}

/** Sign Up: with a valid invite code, signed in at once; without, the waiting page (docs/product.md §4). */
export async function signUp(_previous: FormAnswer | null, data: FormData): Promise<FormAnswer> {
  const sent = sentFields(data, REGISTER_FIELDS);
  const request = await headers();
  const outcome = await attempt(REGISTER_FIELDS, async () => {
    const user = await register(parseOrThrow(RegisterBody, toRegisterRequest(sent)), clientAddress(request));
    if (!user.is_active) return false;
    await startCookieSession({ id: user.id, name: user.name, email: user.email });
    await rememberDevice(user.id);
    return true;
  });
  if (outcome.ok) redirect(outcome.value ? "/app" : "/waiting-activation");
  // A refused code is the code field's problem: its hint says the form goes on without one.
  const problem =
    outcome.detail === INVALID_INVITE ? { errors: { invite_code: INVALID_INVITE }, message: null } : outcome;
  return { fields: <RegisterFields values={{ ...sent, password: "" }} problem={problem} /> };
}

/**
 * The waiting page's form: a registration still waiting is activated by an invite code got since
 * (POST /auth/activate's service), then signed in, and onboarding starts (docs/product.md §2.1).
 */
export async function activateWithCode(_previous: FormAnswer | null, data: FormData): Promise<FormAnswer> {
  const sent = sentFields(data, ACTIVATE_FIELDS);
  const request = await headers();
  const outcome = await attempt(ACTIVATE_FIELDS, async () => {
    const device = await readDeviceToken((await cookies()).get(DEVICE_COOKIE)?.value);
    const user = await activateWithInvite(
      parseOrThrow(ActivateWithInviteBody, withoutBlanks(sent)),
      clientAddress(request),
      device,
    );
    await startCookieSession({ id: user.id, name: user.name, email: user.email });
    await rememberDevice(user.id);
  });
  if (outcome.ok) redirect("/app");
  return { fields: <ActivateFields email={sent.email} inviteCode={sent.invite_code} problem={outcome} /> };
}

/** Forgot password: the same answer whether or not the account exists (docs/api.md §16). */
export async function askForPasswordReset(_previous: FormAnswer | null, data: FormData): Promise<FormAnswer> {
  const sent = sentFields(data, FORGOT_PASSWORD_FIELDS);
  const request = await headers();
  const outcome = await attempt(FORGOT_PASSWORD_FIELDS, async () => {
    await requestPasswordReset(parseOrThrow(ForgotPasswordBody, withoutBlanks(sent)), clientAddress(request));
  });
  if (outcome.ok) return { done: <ForgotPasswordSent /> };
  return { fields: <ForgotPasswordFields email={sent.email} problem={outcome} /> };
}

/** Choose a new password: then log in with it; a spent or unknown link says so (docs/api.md §16). */
export async function chooseNewPassword(_previous: FormAnswer | null, data: FormData): Promise<FormAnswer> {
  const sent = sentFields(data, RESET_PASSWORD_FIELDS);
  const outcome = await attempt(RESET_PASSWORD_FIELDS, async () => {
    const userId = await resetPassword(parseOrThrow(ResetPasswordBody, withoutBlanks(sent)));
    // The emailed link proved the inbox: this browser signs in as a known device from now on.
    await rememberDevice(userId);
  });
  if (outcome.ok) redirect("/login?password=changed");
  // The link itself is spent or unknown (a 400), or was never a token: typing again cannot help.
  if (outcome.status === 400) return { done: <InvalidResetLink message={outcome.detail} /> };
  if (outcome.errors.token !== undefined) return { done: <InvalidResetLink /> };
  return { fields: <ResetPasswordFields token={sent.token} problem={outcome} /> };
}

/**
 * This browser has signed in to the account (or proved its inbox): its device token, new or renewed
 * (lib/auth/device.ts).
 */
async function rememberDevice(userId: number): Promise<void> {
  (await cookies()).set(deviceCookie(await issueDeviceToken(userId)));
}
