import { getDb } from "@/db/client";
import { findUserById, updateUser } from "@/lib/accounts/queries";
import { assertAdmin, type Actor } from "@/lib/auth/actor";
import { AppError, notFound } from "@/lib/http/errors";
import { presentOwnUser } from "@/lib/profiles/schemas";

export async function activateUser(actor: Actor, userId: number) {
  assertAdmin(actor);
  const db = await getDb();
  const updated = await updateUser(db, userId, { isActive: true });
  if (!updated) throw notFound("User not found");
  return presentOwnUser(updated);
}

/** Deactivation takes effect on the member's very next request: every call re-reads the row. */
export async function deactivateUser(actor: Actor, userId: number) {
  assertAdmin(actor);
  const db = await getDb();
  const target = await findUserById(db, userId);
  if (!target) throw notFound("User not found");
  if (target.isAdmin) throw new AppError("conflict", "An admin account cannot be deactivated");
  return presentOwnUser((await updateUser(db, userId, { isActive: false }))!);
}
