import "server-only";
import type { DbOrTx } from "@/db/client";
import type { UserRow } from "@/db/schema";
import { updateUser } from "@/lib/accounts/queries";
import { endWaysIn } from "@/lib/accounts/ways-in";
import { AppError } from "@/lib/errors/app-error";
import { leaveWaitlists } from "@/lib/trips/waitlist";

/**
 * Deactivation, by an admin or by resolving a report: never an admin's account, and it ends every
 * way in (endWaysIn: sessions and emailed links) in the same transaction, so their very next
 * request is refused.
 */
export async function deactivateAccount(tx: DbOrTx, user: UserRow): Promise<UserRow> {
  if (user.isAdmin) throw new AppError("conflict", "An admin account cannot be deactivated");
  const updated = await updateUser(tx, user.id, { isActive: false, deactivatedAt: new Date() });
  // The member's unused invite codes are retired by a database trigger (invite_codes_retire_with_member).
  await endWaysIn(tx, user.id);
  // A deactivated member waits for no trip's place (docs/api.md §6.5).
  await leaveWaitlists(tx, user.id);
  return updated!;
}
