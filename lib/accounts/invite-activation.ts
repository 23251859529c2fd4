import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import type { KnownDevice } from "@/lib/auth/device";
import { AppError } from "@/lib/errors/app-error";
import { consumeInviteCode } from "@/lib/invites/queries";
import type { OwnUser } from "./contract";
import { presentOwnUser } from "./present";
import { LIMITS, recordHit, recordHitForAddress, resetLimit } from "@/lib/rate-limit/service";
import { sendConfirmationLink } from "./email";
import { updateUser } from "./queries";
import { checkSignInPassword, INVALID_INVITE } from "./service";
import { ALREADY_ACTIVE, BAD_CREDENTIALS, NOT_REACTIVATED_BY_CODE, type ActivateWithInviteBody } from "./contract";

/**
 * POST /auth/activate (docs/api.md §2.1): a registration waiting for an admin is activated by an
 * invite code its owner got since, as registering with it would have. The owner proves the account
 * with its password, under the sign-in limits; a refused code counts as a failed sign-in, so codes
 * cannot be guessed here faster than passwords.
 *
 * The code is spent by the same conditional UPDATE as a registration's (consumeInviteCode): of
 * several activations and registrations racing for one single-use code, exactly one gets it. The
 * account's row is locked first, so two codes sent for one account spend only one.
 *
 * Only a registration still waiting may use it: an account an admin deactivated stays so.
 */
export async function activateWithInvite(
  input: ActivateWithInviteBody,
  address: string,
  device: KnownDevice | null = null,
): Promise<OwnUser> {
  const { user, failures } = await checkSignInPassword(input, address, device);
  const db = await getDb();
  try {
    const activated = await db.transaction(async (tx) => {
      const [account] = await tx.select().from(users).where(eq(users.id, user.id)).for("update");
      if (!account) throw new AppError("unauthenticated", BAD_CREDENTIALS);
      if (account.isActive) throw new AppError("conflict", ALREADY_ACTIVE);
      if (account.deactivatedAt) throw new AppError("forbidden", NOT_REACTIVATED_BY_CODE);
      // The account first, then the code: a registration takes the same locks in that order (its
      // insert moves the user counts, then it spends the code), so the two never wait on each other
      // in a circle. A refused code rolls the activation back.
      await updateUser(tx, account.id, { isActive: true });
      const invite = await consumeInviteCode(tx, input.invite_code, account.id);
      if (!invite) throw new AppError("bad_request", INVALID_INVITE);
      const row = await updateUser(tx, account.id, { invitedBy: invite.invitedBy });
      // As a registration with a code: the confirmation link goes out now (docs/api.md §16).
      if (!account.emailVerifiedAt) await sendConfirmationLink(tx, row!);
      return row!;
    });
    await resetLimit(db, ...failures);
    return presentOwnUser(activated);
  } catch (error) {
    if (error instanceof AppError && error.detail === INVALID_INVITE) {
      await recordHitForAddress(db, LIMITS.failedSignInsPerAddress, address);
      await recordHit(db, ...failures);
    }
    throw error;
  }
}
