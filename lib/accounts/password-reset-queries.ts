import "server-only";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { passwordResetTokens, type PasswordResetTokenRow } from "@/db/schema";

/**
 * A new link replaces the account's older ones: unused links stop working, and used or expired
 * rows are cleared while we are there.
 */
export async function replaceResetTokens(
  db: DbOrTx,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        or(isNull(passwordResetTokens.usedAt), lt(passwordResetTokens.expiresAt, sql`now()`)),
      ),
    );
  await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
}

/** The token's row, locked (FOR UPDATE) when `lock` is set so two resets with it take turns. */
export async function findResetToken(
  db: DbOrTx,
  tokenHash: string,
  lock = false,
): Promise<PasswordResetTokenRow | undefined> {
  const query = db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, tokenHash));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function markResetTokenUsed(db: DbOrTx, id: number): Promise<void> {
  await db.update(passwordResetTokens).set({ usedAt: new Date() }).where(eq(passwordResetTokens.id, id));
}

/** The account's unused reset links stop working (its email moved: they went to the old address). */
export async function voidUnusedResetTokens(db: DbOrTx, userId: number): Promise<void> {
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
