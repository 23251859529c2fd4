import "server-only";
import { randomUUID } from "node:crypto";
import { getDb, type DbOrTx } from "@/db/client";
import type { UserRow } from "@/db/schema";
import { INACTIVE_DETAIL } from "@/lib/auth/actor";
import { issueDeviceToken, type KnownDevice } from "@/lib/auth/device";
import { isCommonPassword } from "@/lib/auth/common-passwords";
import { checkPassword, hashNewPassword, hashPassword } from "@/lib/auth/password";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/sessions/tokens";
import { AppError, isUniqueViolation } from "@/lib/errors/app-error";
import { consumeInviteCode } from "@/lib/invites/queries";
import { handleProblem, normaliseHandle, type OwnUser } from "./contract";
import { presentOwnUser } from "./present";
import { issueBearerToken } from "@/lib/sessions/service";
import {
  assertUnderLimit,
  assertUnderLimitForAddress,
  consume,
  consumeForAddress,
  LIMITS,
  recordHit,
  recordHitForAddress,
  resetLimit,
  type RateLimit,
} from "@/lib/rate-limit/service";
import { sendConfirmationLink } from "./email";
import { findUserByEmail, insertUser, isHandleTaken, translateUniqueViolation, updateUser } from "./queries";
import { BAD_CREDENTIALS, type AccessToken, type HandleCheck, type LoginBody, type RegisterBody } from "./contract";

export const INVALID_INVITE = "Invalid or expired invite code";

/**
 * Registration (docs/api.md §2). With a valid invite code the account is active at once; without
 * one it waits for an admin. The user row, the code's use and the confirmation email are one
 * transaction, so a refused code leaves nothing behind (no email either) and a single-use code
 * admits exactly one account.
 *
 * Without a code anyone may register any address, so nothing is emailed before an admin has
 * activated the account (the activation email carries the confirmation link), and a taken address
 * is answered as a free one is: the registration is rehearsed and rolled back (docs/security.md,
 * "Registering without an invite").
 */
export async function register(input: RegisterBody, address: string): Promise<OwnUser> {
  const db = await getDb();
  await consumeForAddress(db, LIMITS.registrationsPerAddress, address);
  const passwordHash = await hashNewPassword(input.password);
  const values = {
    email: input.email,
    passwordHash,
    name: input.name,
    age: input.age,
    handle: input.handle ?? null,
    isActive: Boolean(input.invite_code),
    onboardedAt: null, // a new member is asked what discovery needs (docs/api.md §3.1)
  };
  try {
    const user = await db.transaction(async (tx) => {
      const created = await insertUser(tx, values);
      if (!input.invite_code) return created;
      // docs/api.md §16, email confirmation: the link is queued with the account, or not at all.
      await sendConfirmationLink(tx, created);
      const invite = await consumeInviteCode(tx, input.invite_code, created.id);
      if (!invite) throw new AppError("bad_request", INVALID_INVITE);
      if (invite.invitedBy === null) return created;
      return (await updateUser(tx, created.id, { invitedBy: invite.invitedBy })) ?? created;
    });
    return presentOwnUser(user);
  } catch (error) {
    if (!input.invite_code && isUniqueViolation(error, "users_email_lower_key")) return rehearsedRegistration(values);
    throw translateUniqueViolation(error);
  }
}

/**
 * What registering a free address would have answered, for a taken one: the same insert (the
 * same defaults, a sequence number taken as a real insert takes one, a taken handle still 409)
 * under a placeholder address, read back and rolled back. Nothing is kept and nothing is sent.
 */
async function rehearsedRegistration(values: Parameters<typeof insertUser>[1]): Promise<OwnUser> {
  const db = await getDb();
  // Thrown to roll the rehearsal back, and known again by identity when it comes out.
  const rolledBack = new Error("Registration rehearsed");
  let answer: OwnUser | undefined;
  try {
    await db.transaction(async (tx) => {
      const row = await insertUser(tx, { ...values, email: `${randomUUID()}@registration.invalid` });
      answer = presentOwnUser({ ...row, email: values.email });
      throw rolledBack;
    });
  } catch (error) {
    if (error !== rolledBack) throw translateUniqueViolation(error);
  }
  return answer!;
}

/**
 * The one credential check, used by the API's login and the browser's next-auth sign-in.
 * Order matters: limits first, then the password, and only a right password learns that an
 * account is inactive (so the answer never reveals which emails exist).
 */
export async function verifyCredentials(
  input: LoginBody,
  address: string,
  device: KnownDevice | null = null,
): Promise<UserRow> {
  const { user, failures } = await checkSignInPassword(input, address, device);
  const db = await getDb();
  if (!user.isActive) {
    // A right password that signs nobody in counts against the account like a miss: each check is
    // an argon2 verification, and anyone may register an account that waits for activation.
    await recordHit(db, ...failures);
    throw new AppError("forbidden", INACTIVE_DETAIL);
  }
  await resetLimit(db, ...failures);
  return user;
}

/** The limit a failure of this account's password counts toward, for this client. */
export type FailureLimit = [RateLimit, string];

/**
 * The password part of every sign-in (verifyCredentials, and a pending account's own activation
 * with an invite code): the limits, then the password. Answers the account whatever its state,
 * with the limit its next failure counts toward; a wrong password is 401 and counted.
 */
export async function checkSignInPassword(
  input: LoginBody,
  address: string,
  device: KnownDevice | null = null,
): Promise<{ user: UserRow; failures: FailureLimit }> {
  const db = await getDb();
  const accountKey = input.email.trim().toLowerCase();
  // Failures per address and per account (docs/api.md §2.4); every attempt per account, a bound on
  // the argon2 verifications one account's sign-ins can cost. No address counts successes. A
  // device that signed in to this account before counts its own failures instead of the
  // account's (docs/security.md, "Locked out by someone else").
  await assertUnderLimitForAddress(db, LIMITS.failedSignInsPerAddress, address);
  const user = await findUserByEmail(db, accountKey);
  const failures: FailureLimit =
    user && device?.userId === user.id
      ? [LIMITS.failedSignInsPerDevice, device.deviceId]
      : [LIMITS.failedSignInsPerAccount, accountKey];
  await assertUnderLimit(db, ...failures);
  await consume(db, LIMITS.signInsPerAccount, accountKey);
  if (!(await checkPassword(user?.passwordHash, input.password)) || !user) {
    await recordHitForAddress(db, LIMITS.failedSignInsPerAddress, address);
    await recordHit(db, ...failures);
    throw new AppError("unauthenticated", BAD_CREDENTIALS);
  }
  return { user, failures };
}

/**
 * POST /auth/login/json: a bearer token for a new session (docs/decisions/003-revocable-sessions.md),
 * and the client's device token for this account, new or renewed (lib/auth/device.ts).
 */
export async function login(
  input: LoginBody,
  address: string,
  userAgent: string | null,
  device: KnownDevice | null,
): Promise<{ answer: AccessToken; deviceToken: string }> {
  const user = await verifyCredentials(input, address, device);
  const accessToken = await issueBearerToken(await getDb(), user, userAgent);
  return {
    answer: { access_token: accessToken, token_type: "bearer", expires_in: SESSION_MAX_AGE_SECONDS },
    deviceToken: await issueDeviceToken(user.id),
  };
}

/** GET /users/handle/check: whether a handle can be used, after normalising it. */
export async function checkHandle(raw: string): Promise<HandleCheck> {
  const handle = normaliseHandle(raw);
  const valid = handleProblem(handle) === null;
  const available = valid && !(await isHandleTaken(await getDb(), handle));
  return { handle, valid, available };
}

/**
 * Makes sure an active admin with this email exists: created when absent, promoted and activated
 * when present. An existing password is never overwritten (docs/api.md §2).
 */
export async function ensureAdmin(db: DbOrTx, input: { email: string; password: string; name?: string }) {
  const email = input.email.trim().toLowerCase();
  const existing = await findUserByEmail(db, email);
  if (existing) {
    if (existing.isAdmin && existing.isActive) return { user: existing, created: false };
    return {
      user: (await updateUser(db, existing.id, { isAdmin: true, isActive: true, deactivatedAt: null }))!,
      created: false,
    };
  }
  if (input.password.length < 8) throw new Error("The admin password must be at least 8 characters.");
  if (isCommonPassword(input.password))
    throw new Error("The admin password is one of the most common passwords: choose another.");
  const user = await insertUser(db, {
    email,
    passwordHash: await hashPassword(input.password),
    name: input.name ?? "Admin",
    age: 30,
    isAdmin: true,
    isActive: true,
    // The operator's own address, set in the environment: confirmed (docs/api.md §16).
    emailVerifiedAt: new Date(),
  });
  return { user, created: true };
}
