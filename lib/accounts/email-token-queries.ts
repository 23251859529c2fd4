import "server-only";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db/client";
import { emailTokens, type EmailTokenRow } from "@/db/schema";
import type { EmailTokenPurpose } from "./values";

/**
 * A new link replaces the member's older unused ones of the same purpose (only the newest works);
 * spent and expired rows of any purpose are cleared while we are there.
 */
export async function replaceEmailTokens(
  db: DbOrTx,
  values: { userId: number; purpose: EmailTokenPurpose; newEmail: string | null; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .delete(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, values.userId),
        or(
          and(eq(emailTokens.purpose, values.purpose), isNull(emailTokens.usedAt)),
          sql`${emailTokens.usedAt} is not null`,
          lt(emailTokens.expiresAt, sql`now()`),
        ),
      ),
    );
  await db.insert(emailTokens).values(values);
}

/** The token's row, locked (FOR UPDATE) when `lock` is set so two uses of one link take turns. */
export async function findEmailToken(db: DbOrTx, tokenHash: string, lock = false): Promise<EmailTokenRow | undefined> {
  const query = db.select().from(emailTokens).where(eq(emailTokens.tokenHash, tokenHash));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function markEmailTokenUsed(db: DbOrTx, id: number, at = new Date()): Promise<void> {
  await db.update(emailTokens).set({ usedAt: at }).where(eq(emailTokens.id, id));
}

/**
 * When the address changes, every unused link of the member is void: none was sent to the new address's owner for it.
 */
export async function voidUnusedEmailTokens(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(emailTokens).where(and(eq(emailTokens.userId, userId), isNull(emailTokens.usedAt)));
}
