import "server-only";
import { eq } from "drizzle-orm";
import { getDb, type DbOrTx } from "@/db/client";
import { users, type EmailTokenRow, type UserRow } from "@/db/schema";
import type { Actor } from "@/lib/auth/actor";
import { checkPassword } from "@/lib/auth/password";
import { hashSecretToken, newSecretToken } from "@/lib/auth/secret-token";
import { AppError } from "@/lib/errors/app-error";
import { enqueueMail } from "@/lib/mail/deliver";
import { changeEmailEmail, confirmEmailEmail, emailChangeNoticeEmail } from "@/lib/mail/templates";
import { assertUnderLimit, consume, LIMITS, recordHit } from "@/lib/rate-limit/service";
import { findEmailToken, markEmailTokenUsed, replaceEmailTokens, voidUnusedEmailTokens } from "./email-token-queries";
import { voidUnusedResetTokens } from "./password-reset-queries";
import { findUserByEmail, translateUniqueViolation, updateUser } from "./queries";
import {
  EMAIL_ALREADY_CONFIRMED,
  EMAIL_LINK_INVALID,
  EMAIL_TAKEN,
  EMAIL_UNCHANGED,
  WRONG_PASSWORD,
  type ChangeEmailBody,
  type ConfirmEmailBody,
  type EmailConfirmed,
} from "./contract";

/**
 * docs/api.md §16, email confirmation: a registration's link works for 48 hours, as a new member
 * may read their mail a day later (and can ask for another at any time). A change's link works for
 * one hour, like a password reset's: it moves the address that recovers the account, the member
 * has just asked for it and is at that inbox, and the old address has been told.
 */
const CONFIRM_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;
const CHANGE_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * Queues the confirmation link for the user's current address, replacing older unused ones. Call it in the action's
 * transaction.
 */
export async function sendConfirmationLink(tx: DbOrTx, user: Pick<UserRow, "id" | "email" | "name">): Promise<void> {
  await enqueueMail(tx, confirmEmailEmail(user, await newConfirmationToken(tx, user.id)));
}

/**
 * A confirmation link's token for the user's current address (the older unused ones stop working), to go in an email of
 * the caller's.
 */
export async function newConfirmationToken(tx: DbOrTx, userId: number): Promise<string> {
  const token = newSecretToken();
  await replaceEmailTokens(tx, {
    userId,
    purpose: "confirm",
    newEmail: null,
    tokenHash: hashSecretToken(token),
    expiresAt: new Date(Date.now() + CONFIRM_TOKEN_TTL_MS),
  });
  return token;
}

/** POST /auth/email/resend: a new link for a member whose address is not yet confirmed. */
export async function resendConfirmation(actor: Actor): Promise<void> {
  if (actor.user.emailVerifiedAt) throw new AppError("conflict", EMAIL_ALREADY_CONFIRMED);
  const db = await getDb();
  await consume(db, LIMITS.emailLinksPerMember, String(actor.id));
  await db.transaction((tx) => sendConfirmationLink(tx, actor.user));
}

/**
 * The password asked again by a signed-in member (deleting the account, changing its email or
 * password): its misses are limited per account, and count toward the account's failed sign-ins
 * too, so a left-open session cannot be used to guess it (docs/api.md §2). Failed sign-ins from
 * elsewhere do not stop it: only a session can fail these (docs/security.md, "Locked out by
 * someone else").
 */
export async function assertOwnPassword(actor: Actor, password: string, wrongMessage: string): Promise<void> {
  const db = await getDb();
  const accountKey = actor.user.email.trim().toLowerCase();
  await assertUnderLimit(db, LIMITS.failedPasswordChecksPerAccount, accountKey);
  if (!(await checkPassword(actor.user.passwordHash, password))) {
    await recordHit(db, LIMITS.failedPasswordChecksPerAccount, accountKey);
    await recordHit(db, LIMITS.failedSignInsPerAccount, accountKey);
    throw new AppError("bad_request", wrongMessage);
  }
}

/**
 * PUT /users/me/email: nothing changes yet. A link goes to the new address and a notice to the
 * current one; the address moves when the link is followed (confirmEmail). A taken address is
 * refused now, and again then (the unique index on lower(email) decides a race).
 */
export async function requestEmailChange(actor: Actor, input: ChangeEmailBody): Promise<void> {
  await assertOwnPassword(actor, input.password, WRONG_PASSWORD);
  if (input.email === actor.user.email.toLowerCase()) throw new AppError("bad_request", EMAIL_UNCHANGED);
  const db = await getDb();
  if (await findUserByEmail(db, input.email)) throw new AppError("conflict", EMAIL_TAKEN);
  await consume(db, LIMITS.emailLinksPerMember, String(actor.id));
  const token = newSecretToken();
  await db.transaction(async (tx) => {
    await replaceEmailTokens(tx, {
      userId: actor.id,
      purpose: "change",
      newEmail: input.email,
      tokenHash: hashSecretToken(token),
      expiresAt: new Date(Date.now() + CHANGE_TOKEN_TTL_MS),
    });
    await enqueueMail(tx, changeEmailEmail(actor.user, input.email, token));
    await enqueueMail(tx, emailChangeNoticeEmail(actor.user, input.email));
  });
}

const usable = (row: { usedAt: Date | null; expiresAt: Date } | undefined) =>
  Boolean(row && !row.usedAt && row.expiresAt.getTime() > Date.now());

/**
 * A link followed again after it did its work: the address it confirmed is still the account's,
 * confirmed (a later change of address confirms the new one later than this link was used).
 */
function alreadyDone(row: EmailTokenRow, user: UserRow): boolean {
  if (!row.usedAt || !user.emailVerifiedAt || user.emailVerifiedAt.getTime() > row.usedAt.getTime()) return false;
  return row.purpose === "confirm" || user.email.toLowerCase() === row.newEmail?.toLowerCase();
}

/**
 * POST /auth/email/confirm, with or without sign-in. Under a lock on the token's row (two uses of
 * one link take turns, the second finds it used) and on the member's row: a confirmation marks the
 * address confirmed; a change makes the new address the account's, confirmed, and voids the
 * member's other unused links and password reset links, which went to the old one. A new address taken meanwhile is 409
 * and leaves the link unused. A link opened again once it did its work says so
 * (`already_confirmed`), as long as the address it confirmed is still the account's.
 */
export async function confirmEmail(input: ConfirmEmailBody): Promise<EmailConfirmed> {
  const db = await getDb();
  const tokenHash = hashSecretToken(input.token);
  try {
    return await db.transaction(async (tx) => {
      const row = await findEmailToken(tx, tokenHash, true);
      if (!row) throw new AppError("bad_request", EMAIL_LINK_INVALID);
      const [user] = await tx.select().from(users).where(eq(users.id, row.userId)).for("update");
      if (!user) throw new AppError("bad_request", EMAIL_LINK_INVALID);
      if (alreadyDone(row, user)) return { email: user.email, already_confirmed: true };
      if (!usable(row)) throw new AppError("bad_request", EMAIL_LINK_INVALID);
      // One instant for the use and the confirmation, which alreadyDone compares.
      const now = new Date();
      await markEmailTokenUsed(tx, row.id, now);
      if (row.purpose === "confirm") {
        if (!user.emailVerifiedAt) await updateUser(tx, user.id, { emailVerifiedAt: now });
        return { email: user.email, already_confirmed: false };
      }
      // A change: only an active account may move its address (a deactivated one could not ask).
      const newEmail = row.newEmail!;
      if (!user.isActive) throw new AppError("bad_request", EMAIL_LINK_INVALID);
      const holder = await findUserByEmail(tx, newEmail);
      if (holder && holder.id !== user.id) throw new AppError("conflict", EMAIL_TAKEN);
      await updateUser(tx, user.id, { email: newEmail, emailVerifiedAt: now });
      await voidUnusedEmailTokens(tx, user.id);
      await voidUnusedResetTokens(tx, user.id);
      return { email: newEmail, already_confirmed: false };
    });
  } catch (error) {
    throw translateUniqueViolation(error);
  }
}
