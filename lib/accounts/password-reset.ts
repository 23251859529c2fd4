import "server-only";
import { hashSecretToken, newSecretToken } from "@/lib/auth/secret-token";
import { getDb } from "@/db/client";
import { hashNewPassword } from "@/lib/auth/password";
import { AppError } from "@/lib/errors/app-error";
import { enqueueMail } from "@/lib/mail/deliver";
import { passwordResetEmail } from "@/lib/mail/templates";
import { consumeForAddress, countWithin, LIMITS, resetLimit } from "@/lib/rate-limit/service";
import { findResetToken, markResetTokenUsed, replaceResetTokens } from "./password-reset-queries";
import { findUserByEmail, findUserById, updateUser } from "./queries";
import { RESET_LINK_INVALID, type ForgotPasswordBody, type ResetPasswordBody } from "./contract";
import { endWaysIn } from "./ways-in";

/** docs/api.md §16, password reset: a link works for one hour. */
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * POST /auth/password/forgot. The caller learns nothing either way: the same 202 for an unknown,
 * inactive or known email (docs/api.md §16, password reset). Only a known, active account gets a link.
 */
export async function requestPasswordReset(input: ForgotPasswordBody, address: string): Promise<void> {
  const db = await getDb();
  await consumeForAddress(db, LIMITS.passwordResetsPerAddress, address);
  // Past the inbox's limit nothing more is sent, and the answer is the same 202: a 429 would tell
  // the member that someone else asked, and keep them from the link already in their inbox
  // (docs/security.md, "Locked out by someone else").
  if (!(await countWithin(db, LIMITS.passwordResetsPerEmail, input.email))) return;
  const user = await findUserByEmail(db, input.email);
  if (!user?.isActive) return;
  // The link is the only copy; the database keeps its sha256.
  const token = newSecretToken();
  await db.transaction(async (tx) => {
    await replaceResetTokens(tx, user.id, hashSecretToken(token), new Date(Date.now() + RESET_TOKEN_TTL_MS));
    await enqueueMail(tx, passwordResetEmail(user, token));
  });
}

const usable = (row: { usedAt: Date | null; expiresAt: Date } | undefined) =>
  Boolean(row && !row.usedAt && row.expiresAt.getTime() > Date.now());

/**
 * POST /auth/password/reset. The token is looked at before the password is hashed (argon2 is
 * costly, a wrong token must not be), then checked again under a row lock in the transaction that
 * changes the password, so two resets with one token succeed once. Every way in ends (endWaysIn):
 * every session, and every other unused emailed link of the account.
 */
export async function resetPassword(input: ResetPasswordBody): Promise<number> {
  const db = await getDb();
  const tokenHash = hashSecretToken(input.token);
  if (!usable(await findResetToken(db, tokenHash))) throw new AppError("bad_request", RESET_LINK_INVALID);
  const passwordHash = await hashNewPassword(input.password);
  return db.transaction(async (tx) => {
    const row = await findResetToken(tx, tokenHash, true);
    if (!row || !usable(row)) throw new AppError("bad_request", RESET_LINK_INVALID);
    // An account deactivated since the email was sent cannot come back through its link.
    const user = await findUserById(tx, row.userId);
    if (!user?.isActive) throw new AppError("bad_request", RESET_LINK_INVALID);
    await markResetTokenUsed(tx, row.id);
    await updateUser(tx, user.id, { passwordHash });
    await endWaysIn(tx, user.id);
    // Whoever failed sign-ins for this email meanwhile no longer stands between the member and the new password.
    await resetLimit(tx, LIMITS.failedSignInsPerAccount, user.email.trim().toLowerCase());
    return user.id;
  });
}
