import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as confirmRoute from "@/app/api/v1/auth/email/confirm/route";
import * as resendRoute from "@/app/api/v1/auth/email/resend/route";
import * as registerRoute from "@/app/api/v1/auth/register/route";
import * as adminUsersRoute from "@/app/api/v1/admin/users/route";
import * as activateRoute from "@/app/api/v1/admin/users/[id]/activate/route";
import * as invitesRoute from "@/app/api/v1/admin/invites/route";
import * as meRoute from "@/app/api/v1/users/me/route";
import { getDb } from "@/db/client";
import { emailTokens, mailOutbox, users } from "@/db/schema";
import { EMAIL_ALREADY_CONFIRMED, EMAIL_LINK_INVALID } from "@/lib/accounts/values";
import { deliverDueMail } from "@/lib/mail/deliver";
import { LIMITS } from "@/lib/rate-limit/service";
import { buildAdmin, buildMember, buildUser, cookieFor, tokenFor } from "../factories";
import { call } from "../helpers/http";
import { loopbackSmtpForFile, tokenFromMail } from "../helpers/smtp-server";
import { holdTheClock } from "../helpers/clock";

const SITE = "https://overlap.test";
const smtp = loopbackSmtpForFile(SITE, "email-links-");

let n = 0;
/**
 * Registers with an admin's code unless told otherwise: only an account that is active at once is emailed at
 * registration.
 */
const register = async (overrides: Record<string, unknown> = {}) => {
  const code =
    "invite_code" in overrides
      ? undefined
      : (await call(invitesRoute.POST, { body: { is_single_use: true }, token: (await buildAdmin()).token })).body.code;
  smtp.arrived.length = 0;
  return call(registerRoute.POST, {
    method: "POST",
    body: {
      email: `confirm${++n}-${Date.now()}@Example.com`,
      password: "long enough password",
      name: "New Member",
      age: 30,
      invite_code: code,
      ...overrides,
    },
  });
};
const confirm = (token: unknown, auth: { token?: string; headers?: Record<string, string> } = {}) =>
  call(confirmRoute.POST, { method: "POST", body: { token }, ...auth });
const resend = (token: string) => call(resendRoute.POST, { method: "POST", token });
const me = async (token: string) => (await call(meRoute.GET, { token })).body;

const confirmTokenFromMail = (to: string) => tokenFromMail(smtp.arrived, to, "Confirm your email", "/confirm-email");

async function userByEmail(email: string) {
  const [row] = await (
    await getDb()
  )
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row!;
}

describe("registering", () => {
  it("queues one confirmation link with the account; the account starts unconfirmed", async () => {
    const answer = await register();
    expect(answer.status).toBe(201);
    expect(answer.body.email_verified).toBe(false);
    const token = await confirmTokenFromMail(answer.body.email);

    const [row] = await (await getDb()).select().from(emailTokens).where(eq(emailTokens.userId, answer.body.id));
    expect(row).toMatchObject({ purpose: "confirm", newEmail: null, usedAt: null });
    expect(row!.tokenHash).toHaveLength(64);
    expect(row!.tokenHash).not.toContain(token);
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.abs(lifetime - 48 * 60 * 60 * 1000)).toBeLessThan(5_000);
  });

  it("without a code, nothing is sent until an admin activates the account; then one email carries the link", async () => {
    const answer = await register({ invite_code: undefined });
    expect(answer.status).toBe(201);
    expect(answer.body.is_active).toBe(false);
    await deliverDueMail();
    expect(smtp.arrived).toEqual([]);
    expect(await (await getDb()).select().from(mailOutbox)).toEqual([]);

    const admin = await buildAdmin();
    expect(
      (await call(activateRoute.POST, { method: "POST", token: admin.token, params: { id: answer.body.id } })).status,
    ).toBe(200);
    const token = await tokenFromMail(
      smtp.arrived,
      answer.body.email,
      "Your Overlap account is active",
      "/confirm-email",
    );
    expect(smtp.arrived.at(-1)!.mail.text).toContain(`${SITE}/login`);
    expect((await confirm(token)).status).toBe(200);
    expect((await userByEmail(answer.body.email)).emailVerifiedAt).not.toBeNull();
  });

  it("a refused registration sends nothing", async () => {
    const answer = await register({ invite_code: "NOPE-NOPE" });
    expect(answer.status).toBe(400);
    await deliverDueMail();
    expect(smtp.arrived).toEqual([]);
    expect(await (await getDb()).select().from(mailOutbox)).toEqual([]);
  });

  it("accounts an admin makes are confirmed, and factory members (older accounts) too", async () => {
    const { token } = await buildAdmin();
    const made = await call(adminUsersRoute.POST, {
      method: "POST",
      token,
      body: { email: `made${Date.now()}@example.com`, password: "long enough password", name: "Made", age: 40 },
    });
    expect(made.status).toBe(201);
    expect(made.body.email_verified).toBe(true);
    const member = await buildMember();
    expect((await me(member.token)).email_verified).toBe(true);
  });
});

describe("POST /auth/email/confirm", () => {
  it("confirms without sign-in, answers the address, and the link works once", async () => {
    const answer = await register();
    const token = await confirmTokenFromMail(answer.body.email);
    const user = await userByEmail(answer.body.email);

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email: answer.body.email, already_confirmed: false });
    // The account was made without a code: it waits for an admin, and is confirmed nonetheless.
    expect((await userByEmail(answer.body.email)).emailVerifiedAt).toBeInstanceOf(Date);
    await (await getDb()).update(users).set({ isActive: true }).where(eq(users.id, user.id));
    expect((await me(await tokenFor(user))).email_verified).toBe(true);

    // Opened again (a second tap, a reload): the address is confirmed, and the answer says so.
    const verifiedAt = (await userByEmail(answer.body.email)).emailVerifiedAt;
    const again = await confirm(token);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ email: answer.body.email, already_confirmed: true });
    expect((await userByEmail(answer.body.email)).emailVerifiedAt).toEqual(verifiedAt);
  });

  it("a used link opened after the address changed is 400, and does not tell the new address", async () => {
    const answer = await register();
    const token = await confirmTokenFromMail(answer.body.email);
    expect((await confirm(token)).status).toBe(200);
    const user = await userByEmail(answer.body.email);
    await (
      await getDb()
    )
      .update(users)
      .set({ email: `moved-${user.id}@example.com`, emailVerifiedAt: new Date(Date.now() + 1000) })
      .where(eq(users.id, user.id));
    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ detail: EMAIL_LINK_INVALID });
  });

  it("works signed in, with the browser's cookie", async () => {
    const answer = await register({});
    const token = await confirmTokenFromMail(answer.body.email);
    const user = await userByEmail(answer.body.email);
    await (await getDb()).update(users).set({ isActive: true }).where(eq(users.id, user.id));
    const cookie = await cookieFor(user);
    const confirmed = await confirm(token, { headers: { cookie, origin: "http://localhost:3000" } });
    expect(confirmed.status).toBe(200);
    expect((await me(await tokenFor(user))).email_verified).toBe(true);
  });

  it("an unknown or expired token is 400 and confirms nothing", async () => {
    const unknown = await confirm("A".repeat(43));
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toBe(EMAIL_LINK_INVALID);

    const answer = await register();
    const token = await confirmTokenFromMail(answer.body.email);
    await (
      await getDb()
    )
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailTokens.userId, answer.body.id));
    const expired = await confirm(token);
    expect(expired.status).toBe(400);
    expect(expired.body.detail).toBe(EMAIL_LINK_INVALID);
    expect((await userByEmail(answer.body.email)).emailVerifiedAt).toBeNull();
  });

  it("refuses a missing, over-long or malformed token with 422", async () => {
    expect((await call(confirmRoute.POST, { method: "POST", body: {} })).status).toBe(422);
    expect((await confirm("x".repeat(10_000))).status).toBe(422);
    expect((await confirm(42)).status).toBe(422);
  });

  it("two uses of one link at once: exactly one confirms, the other finds it done", async () => {
    const answer = await register();
    const token = await confirmTokenFromMail(answer.body.email);
    const answers = await Promise.all([confirm(token), confirm(token)]);
    expect(answers.map((one) => one.status)).toEqual([200, 200]);
    expect(answers.map((one) => one.body.already_confirmed).sort()).toEqual([false, true]);
  });
});

describe("POST /auth/email/resend", () => {
  it("sends a new link that replaces the older unused one", async () => {
    const { user, token: bearer } = await buildMember({ emailVerifiedAt: null });
    expect((await me(bearer)).email_verified).toBe(false);
    expect((await resend(bearer)).status).toBe(202);
    const first = await confirmTokenFromMail(user.email);
    smtp.arrived.length = 0;
    expect((await resend(bearer)).status).toBe(202);
    const second = await confirmTokenFromMail(user.email);

    expect((await confirm(first)).body.detail).toBe(EMAIL_LINK_INVALID);
    expect((await confirm(second)).status).toBe(200);
    expect((await me(bearer)).email_verified).toBe(true);
  });

  it("is 409 once the email is confirmed, and sends nothing", async () => {
    const { token } = await buildMember();
    const answer = await resend(token);
    expect(answer.status).toBe(409);
    expect(answer.body.detail).toBe(EMAIL_ALREADY_CONFIRMED);
    await deliverDueMail();
    expect(smtp.arrived).toEqual([]);
  });

  it("needs a signed-in member", async () => {
    expect((await call(resendRoute.POST, { method: "POST" })).status).toBe(401);
  });

  it("is limited per member (429 with Retry-After)", async () => {
    holdTheClock();
    const { token } = await buildMember({ emailVerifiedAt: null });
    for (let i = 0; i < LIMITS.emailLinksPerMember.limit; i++) expect((await resend(token)).status).toBe(202);
    const refused = await resend(token);
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toBe(LIMITS.emailLinksPerMember.message);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // A member of their own is not held by another's count.
    const other = await buildUser({ emailVerifiedAt: null });
    expect((await resend(await tokenFor(other))).status).toBe(202);
  });
});
