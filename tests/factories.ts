import { getDb } from "@/db/client";
import { users, type UserRow } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { issueAccessToken } from "@/lib/auth/tokens";

let sequence = 0;
let passwordHash: Promise<string> | undefined;

export const TEST_PASSWORD = "correct horse battery";

/** Inserts a user straight into the database; every field can be overridden. */
export async function buildUser(overrides: Partial<typeof users.$inferInsert> = {}): Promise<UserRow> {
  const n = ++sequence; // read before any await: parallel calls must not share a number
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await (await getDb())
    .insert(users)
    .values({
      email: `member${n}-${Date.now()}@example.com`,
      name: `Member ${n}`,
      age: 30,
      isActive: true,
      passwordHash: await passwordHash,
      ...overrides,
    })
    .returning();
  return user!;
}

export function tokenFor(user: Pick<UserRow, "id">): Promise<string> {
  return issueAccessToken({ sub: String(user.id) });
}

/** A user and a bearer token for them. */
export async function buildMember(overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await buildUser(overrides);
  return { user, token: await tokenFor(user) };
}

export const buildAdmin = (overrides: Partial<typeof users.$inferInsert> = {}) =>
  buildMember({ isAdmin: true, ...overrides });
