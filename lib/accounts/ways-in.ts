import "server-only";
import { getDb, type DbOrTx } from "@/db/client";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors/app-error";
import { deleteUserSessions } from "@/lib/sessions/queries";
import { voidUnusedEmailTokens } from "./email-token-queries";
import { voidUnusedResetTokens } from "./password-reset-queries";

/**
 * Ending a way in ends all of it (docs/security.md, "Ending a way in"): a password change or
 * reset, signing out everywhere and deactivation end the account's sessions (all, or all but the
 * one the member is using) and void every unused emailed link of the account: an email change's,
 * a confirmation's and a password reset's. Whoever had the password, a session or a link before
 * keeps none of them. Push subscriptions belong to sessions and end with them.
 *
 * Run it in the transaction of the change. A link being followed at that moment holds its row's
 * lock: it is used before the change or found gone after it.
 */
export async function endWaysIn(tx: DbOrTx, userId: number, keepSessionId?: string): Promise<void> {
  await deleteUserSessions(tx, userId, keepSessionId);
  await voidUnusedEmailTokens(tx, userId);
  await voidUnusedResetTokens(tx, userId);
}

/** POST /auth/logout-all: every session, this one included. */
export async function signOutEverywhere(actor: Actor): Promise<void> {
  const db = await getDb();
  await db.transaction((tx) => endWaysIn(tx, actor.id));
}

/** POST /auth/logout-others: "Sign out everywhere else". */
export async function signOutEverywhereElse(actor: Actor): Promise<void> {
  if (!actor.sessionId) throw new AppError("bad_request", "This request has no session to keep");
  const db = await getDb();
  await db.transaction((tx) => endWaysIn(tx, actor.id, actor.sessionId));
}
