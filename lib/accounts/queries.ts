import "server-only";
import { eq, sql } from "drizzle-orm";
import { preparedPerHandle, type DbOrTx } from "@/db/client";
import { users, type UserRow } from "@/db/schema";
import { AppError, isUniqueViolation } from "@/lib/errors/app-error";

const userById = preparedPerHandle((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder("id")))
    .prepare("user_by_id"),
);

// Prepared: PostgreSQL plans it once per connection, drizzle builds it once per handle.
export async function findUserById(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [user] = await userById(db).execute({ id });
  return user;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return user;
}

export async function isHandleTaken(db: DbOrTx, handle: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      sql`lower(${users.handle}) = lower(${handle})${exceptUserId ? sql` and ${users.id} <> ${exceptUserId}` : sql``}`,
    );
  return Boolean(row);
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [user] = await db.insert(users).values(values).returning();
  return user!;
}

export async function updateUser(
  db: DbOrTx,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return user;
}

export async function findUserByHandle(db: DbOrTx, handle: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.handle}) = lower(${handle})`);
  return user;
}

/**
 * Locks the member's row until the transaction ends, so that a per-member cap's count and the add
 * it allows cannot interleave with another such pair (upcoming plans, hosted trips). NO KEY UPDATE:
 * the added rows' own foreign-key locks on the member do not wait for it. False when the member is gone.
 */
export async function lockMember(tx: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
  return row !== undefined;
}

/** A write that broke users' unique email or handle, as the conflict the member is told; other errors as they are. */
export function translateUniqueViolation(error: unknown): unknown {
  if (isUniqueViolation(error, "users_email_lower_key")) return new AppError("conflict", "Email already registered");
  if (isUniqueViolation(error, "users_handle_lower_key")) return new AppError("conflict", "Handle already taken");
  return error;
}
