import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as confirmRoute from "@/app/api/v1/auth/email/confirm/route";
import * as forgotRoute from "@/app/api/v1/auth/password/forgot/route";
import * as resetRoute from "@/app/api/v1/auth/password/reset/route";
import * as loginRoute from "@/app/api/v1/auth/login/json/route";
import * as emailRoute from "@/app/api/v1/users/me/email/route";
import * as passwordRoute from "@/app/api/v1/users/me/password/route";
import * as meRoute from "@/app/api/v1/users/me/route";
import { getDb, queryRows } from "@/db/client";
import { emailTokens, users } from "@/db/schema";
import {
  CURRENT_PASSWORD_WRONG,
  EMAIL_LINK_INVALID,
  EMAIL_TAKEN,
  EMAIL_UNCHANGED,
  RESET_LINK_INVALID,
  WRONG_PASSWORD,
} from "@/lib/accounts/values";
import { checkPassword } from "@/lib/auth/password";
import { deliverDueMail } from "@/lib/mail/deliver";
import { LIMITS } from "@/lib/rate-limit/service";
import { buildMember, buildUser, TEST_PASSWORD, tokenFor } from "../factories";
import { onPostgres } from "../helpers/database";
import { call } from "../helpers/http";
import { loopbackSmtpForFile, tokenFromMail } from "../helpers/smtp-server";
import { holdTheClock } from "../helpers/clock";

const SITE = "https://overlap.test";
const NEW_PASSWORD = "a brand new passphrase";
const smtp = loopbackSmtpForFile(SITE, "email-links-");

const changePassword = (token: string, body: Record<string, unknown>) =>
  call(passwordRoute.PUT, { method: "PUT", token, body });
const changeEmail = (token: string, email: string, password = TEST_PASSWORD) =>
  call(emailRoute.PUT, { method: "PUT", token, body: { email, password } });
const confirm = (token: string) => call(confirmRoute.POST, { method: "POST", body: { token } });
const login = (email: string, password: string) => call(loginRoute.POST, { method: "POST", body: { email, password } });
const me = (token: string) => call(meRoute.GET, { token });
const freshEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function mailsTo(to: string) {
  await deliverDueMail();
  return smtp.arrived.filter((arrival) => arrival.rcptTo.includes(to)).map((arrival) => arrival.mail);
}

const changeTokenFromMail = (to: string) =>
  tokenFromMail(smtp.arrived, to, "Confirm your new Overlap email", "/confirm-email");

describe("PUT /users/me/password", () => {
  it("changes the password, ends the other sessions, keeps this one and emails a notice", async () => {
    const { user, token: current } = await buildMember();
    const other = await tokenFor(user, "another device");
    const answer = await changePassword(current, { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD });
    expect(answer.status).toBe(204);

    expect((await me(current)).status).toBe(200);
    expect((await me(other)).status).toBe(401);
    const [row] = await (await getDb()).select().from(users).where(eq(users.id, user.id));
    expect(await checkPassword(row!.passwordHash, NEW_PASSWORD)).toBe(true);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);

    const mails = await mailsTo(user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(["Your Overlap password was changed"]);
    expect(mails[0]!.text).toContain(`${SITE}/forgot-password`);
  });

  it("a wrong current password is 400, changes nothing and counts as a failed sign-in", async () => {
    holdTheClock();
    const { user, token } = await buildMember();
    const other = await tokenFor(user, "another device");
    const wrong = await changePassword(token, { current_password: "not my password", new_password: NEW_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail).toBe(CURRENT_PASSWORD_WRONG);
    expect((await me(other)).status).toBe(200);
    expect(await mailsTo(user.email)).toEqual([]);

    for (let i = 1; i < LIMITS.failedSignInsPerAccount.limit; i++) {
      expect((await changePassword(token, { current_password: `guess ${i}`, new_password: NEW_PASSWORD })).status).toBe(
        400,
      );
    }
    // The account's limit is reached: even the right password waits now, and so does sign-in.
    const limited = await changePassword(token, { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD });
    expect(limited.status).toBe(429);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(429);
  });

  it("holds the new password to the register rules, on its own field", async () => {
    const { token } = await buildMember();
    const short = await changePassword(token, { current_password: TEST_PASSWORD, new_password: "short" });
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual([{ field: "new_password", message: "Password must be at least 8 characters" }]);
    const common = await changePassword(token, { current_password: TEST_PASSWORD, new_password: "password123" });
    expect(common.status).toBe(422);
    expect(common.body.errors).toEqual([{ field: "new_password", message: "This password is too common" }]);
    const missing = await changePassword(token, {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([
      { field: "current_password", message: "Current password is required" },
      { field: "new_password", message: "New password is required" },
    ]);
    expect((await changePassword(token, { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD })).status).toBe(
      204,
    );
  });

  it("needs a signed-in member", async () => {
    expect(
      (await call(passwordRoute.PUT, { method: "PUT", body: { current_password: "x", new_password: NEW_PASSWORD } }))
        .status,
    ).toBe(401);
  });
});

describe("PUT /users/me/email", () => {
  it("sends a link to the new address and a notice to the old; the change waits for the link", async () => {
    const { user, token } = await buildMember();
    const next = freshEmail("Moved");
    const answer = await changeEmail(token, next);
    expect(answer.status).toBe(202);
    expect(answer.body).toBeUndefined();
    const lower = next.toLowerCase();
    expect((await me(token)).body.email).toBe(user.email);

    const linkToken = await changeTokenFromMail(lower);
    const notices = await mailsTo(user.email);
    expect(notices.map((mail) => mail.subject)).toEqual(["Your Overlap email is being changed"]);
    expect(notices[0]!.text).toContain(lower);
    const [row] = await (await getDb()).select().from(emailTokens).where(eq(emailTokens.userId, user.id));
    expect(row).toMatchObject({ purpose: "change", newEmail: lower, usedAt: null });
    expect(Math.abs(row!.expiresAt.getTime() - row!.createdAt.getTime() - 60 * 60 * 1000)).toBeLessThan(5_000);

    const confirmed = await confirm(linkToken);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ email: lower, already_confirmed: false });
    const after = (await me(token)).body;
    expect(after.email).toBe(lower);
    expect(after.email_verified).toBe(true);
    expect((await login(lower, TEST_PASSWORD)).status).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);

    // Followed again: the move is done, and the answer says so; after a further move, the link is spent.
    const again = await confirm(linkToken);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ email: lower, already_confirmed: true });
    const further = freshEmail("Further");
    expect((await changeEmail(token, further)).status).toBe(202);
    expect((await confirm(await changeTokenFromMail(further.toLowerCase()))).status).toBe(200);
    const stale = await confirm(linkToken);
    expect(stale.status).toBe(400);
    expect(stale.body.detail).toBe(EMAIL_LINK_INVALID);
  });

  it("confirms an unconfirmed member's new address, and voids the link to the old one", async () => {
    const { user, token } = await buildMember({ emailVerifiedAt: null });
    const { sendConfirmationLink } = await import("@/lib/accounts/email");
    await (await getDb()).transaction((tx) => sendConfirmationLink(tx, user));
    await deliverDueMail();
    const oldLink = /token=([\w-]+)/.exec(
      smtp.arrived.find((a) => a.rcptTo.includes(user.email))!.mail.text ?? "",
    )![1]!;
    smtp.arrived.length = 0;

    const next = freshEmail("verified");
    expect((await changeEmail(token, next)).status).toBe(202);
    expect((await confirm(await changeTokenFromMail(next))).status).toBe(200);
    expect((await me(token)).body.email_verified).toBe(true);
    expect((await confirm(oldLink)).body.detail).toBe(EMAIL_LINK_INVALID);
  });

  it("a password reset link sent to the old address stops working once the address moves", async () => {
    const { user, token } = await buildMember();
    expect((await call(forgotRoute.POST, { method: "POST", body: { email: user.email } })).status).toBe(202);
    const resetMail = (await mailsTo(user.email)).find((mail) => mail.subject === "Reset your Overlap password");
    const resetToken = /reset-password\?token=([\w-]+)/.exec(resetMail?.text ?? "")?.[1];
    expect(resetToken).toBeDefined();
    smtp.arrived.length = 0;

    const next = freshEmail("fled");
    expect((await changeEmail(token, next)).status).toBe(202);
    expect((await confirm(await changeTokenFromMail(next.toLowerCase()))).status).toBe(200);
    const refused = await call(resetRoute.POST, {
      method: "POST",
      body: { token: resetToken, password: NEW_PASSWORD },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe(RESET_LINK_INVALID);
  });

  it("a wrong password is 400 and sends nothing; the same address is 400", async () => {
    const { user, token } = await buildMember();
    const wrong = await changeEmail(token, freshEmail("nope"), "not my password");
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail).toBe(WRONG_PASSWORD);
    const same = await changeEmail(token, user.email.toUpperCase());
    expect(same.status).toBe(400);
    expect(same.body.detail).toBe(EMAIL_UNCHANGED);
    await deliverDueMail();
    expect(smtp.arrived).toEqual([]);
  });

  it("a taken address is 409 when asked, in any letter case", async () => {
    const { token } = await buildMember();
    const holder = await buildUser();
    const taken = await changeEmail(token, holder.email.toUpperCase());
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toBe(EMAIL_TAKEN);
    expect((await changeEmail(token, "not-an-email")).status).toBe(422);
  });

  it("an address taken after the link was sent is 409 when it is followed, and the email stays", async () => {
    const { user, token } = await buildMember();
    const next = freshEmail("late");
    expect((await changeEmail(token, next)).status).toBe(202);
    const linkToken = await changeTokenFromMail(next);
    await buildUser({ email: next.toUpperCase() });
    const late = await confirm(linkToken);
    expect(late.status).toBe(409);
    expect(late.body.detail).toBe(EMAIL_TAKEN);
    expect((await me(token)).body.email).toBe(user.email);
  });

  it("an expired change link is 400 and a newer request replaces the older link", async () => {
    const { user, token } = await buildMember();
    const first = freshEmail("first");
    await changeEmail(token, first);
    const firstToken = await changeTokenFromMail(first);
    const second = freshEmail("second");
    await changeEmail(token, second);
    const secondToken = await changeTokenFromMail(second);
    expect((await confirm(firstToken)).body.detail).toBe(EMAIL_LINK_INVALID);

    await (
      await getDb()
    )
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(emailTokens.userId, user.id));
    const expired = await confirm(secondToken);
    expect(expired.status).toBe(400);
    expect(expired.body.detail).toBe(EMAIL_LINK_INVALID);
    expect((await me(token)).body.email).toBe(user.email);
  });

  it("two members moving to one address: exactly one gets it", async () => {
    const a = await buildMember();
    const b = await buildMember();
    const target = freshEmail("contested");
    expect((await changeEmail(a.token, target)).status).toBe(202);
    expect((await changeEmail(b.token, target)).status).toBe(202);
    await deliverDueMail();
    const tokens = smtp.arrived
      .filter((arrival) => arrival.rcptTo.includes(target))
      .map((arrival) => /token=([\w-]+)/.exec(arrival.mail.text ?? "")![1]!);
    expect(tokens).toHaveLength(2);
    const answers = await Promise.all(tokens.map((one) => confirm(one)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const holders = await (
      await getDb()
    )
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${target}`);
    expect(holders).toHaveLength(1);
  });

  // On PostgreSQL the two confirmations truly overlap: the test holds both members' rows until both
  // are waiting, so each has passed its token check; only the unique index on lower(email) then
  // keeps the address to one account.
  it.runIf(onPostgres())("two confirmations waiting at once for one address: one 200, one 409", async () => {
    const a = await buildMember();
    const b = await buildMember();
    const target = freshEmail("raced");
    await changeEmail(a.token, target);
    await changeEmail(b.token, target);
    await deliverDueMail();
    const tokens = smtp.arrived
      .filter((arrival) => arrival.rcptTo.includes(target))
      .map((arrival) => /token=([\w-]+)/.exec(arrival.mail.text ?? "")![1]!);
    const db = await getDb();
    let racing: Promise<Awaited<ReturnType<typeof confirm>>[]> | undefined;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select id from users where id in (${a.user.id}, ${b.user.id}) for update`);
      racing = Promise.all(tokens.map((one) => confirm(one)));
      for (let waited = 0; waited < 100; waited++) {
        const [row] = await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (row && row.n >= 2) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    const answers = await racing!;
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.detail).toBe(EMAIL_TAKEN);
  });
});
