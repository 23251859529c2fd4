import "server-only";
import { getDb } from "@/db/client";
import type { Actor } from "@/lib/auth/actor";
import { hashNewPassword } from "@/lib/auth/password";
import { fieldError, AppError } from "@/lib/errors/app-error";
import { enqueueMail } from "@/lib/mail/deliver";
import { passwordChangedEmail } from "@/lib/mail/templates";
import { assertOwnPassword } from "./email";
import { updateUser } from "./queries";
import { endWaysIn } from "./ways-in";
import { CURRENT_PASSWORD_WRONG, type ChangePasswordBody } from "./contract";

/**
 * PUT /users/me/password (docs/api.md §16, changing password). The current password is checked
 * first (a miss counts as a failed sign-in); the new one follows the register rules. In one
 * transaction the password changes, every other way in ends (endWaysIn: the other sessions and
 * every unused emailed link; the session the request came with is kept, so the member stays
 * signed in here) and the notice is queued.
 */
export async function changePassword(actor: Actor, input: ChangePasswordBody): Promise<void> {
  await assertOwnPassword(actor, input.current_password, CURRENT_PASSWORD_WRONG);
  let passwordHash: string;
  try {
    passwordHash = await hashNewPassword(input.new_password);
  } catch (error) {
    // The register rule's message, on this form's field.
    if (error instanceof AppError && error.code === "validation") throw fieldError("new_password", error.detail);
    throw error;
  }
  const db = await getDb();
  await db.transaction(async (tx) => {
    await updateUser(tx, actor.id, { passwordHash });
    await endWaysIn(tx, actor.id, actor.sessionId);
    await enqueueMail(tx, passwordChangedEmail(actor.user));
  });
}
