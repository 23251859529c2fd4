import { getDb } from "@/db/client";
import { users, type UserRow } from "@/db/schema";
import { hashPassword } from "@/lib/auth/password";
import { encode } from "next-auth/jwt";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { issueBearerToken, startSession } from "@/lib/sessions/service";

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

/** A bearer token on a real session, as POST /auth/login/json hands out. */
export async function tokenFor(user: Pick<UserRow, "id">, userAgent = "vitest"): Promise<string> {
  return issueBearerToken(await getDb(), user, userAgent);
}

/** A Cookie header for a real browser session, as next-auth's sign-in sets it. */
export async function cookieFor(user: Pick<UserRow, "id">, userAgent = "vitest browser"): Promise<string> {
  const sid = await startSession(user.id, "cookie", userAgent);
  const value = await encode({ token: { sub: String(user.id), sid, kind: "cookie" }, secret: process.env.AUTH_SECRET! });
  return `${SESSION_COOKIE}=${value}`;
}

/** A user and a bearer token for them. */
export async function buildMember(overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await buildUser(overrides);
  return { user, token: await tokenFor(user) };
}

export const buildAdmin = (overrides: Partial<typeof users.$inferInsert> = {}) =>
  buildMember({ isAdmin: true, ...overrides });
