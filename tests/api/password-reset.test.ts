import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as forgotRoute from "@/app/api/v1/auth/password/forgot/route";
import * as resetRoute from "@/app/api/v1/auth/password/reset/route";
import * as loginRoute from "@/app/api/v1/auth/login/json/route";
import * as meRoute from "@/app/api/v1/users/me/route";
import { getDb, queryRows } from "@/db/client";
import { mailOutbox, passwordResetTokens, users } from "@/db/schema";
import { RESET_LINK_INVALID } from "@/lib/accounts/values";
import { checkPassword } from "@/lib/auth/password";
import { deliverDueMail, enqueueMail } from "@/lib/mail/deliver";
import { markFailedAttempt } from "@/lib/mail/queries";
import { REDACTED_TOKEN } from "@/lib/mail/values";
import { LIMITS } from "@/lib/rate-limit/service";
import { buildMember, buildUser, TEST_PASSWORD } from "../factories";
import { onPostgres } from "../helpers/database";
import { call } from "../helpers/http";
import { loopbackSmtpForFile, tokenFromMail } from "../helpers/smtp-server";
import { holdTheClock } from "../helpers/clock";

const SITE = "https://overlap.test";
const NEW_PASSWORD = "a brand new passphrase";
const smtp = loopbackSmtpForFile(SITE, "password-reset-");

const forgot = (email: unknown, from?: string) => call(forgotRoute.POST, { method: "POST", body: { email }, from });
const reset = (token: unknown, password = NEW_PASSWORD) =>
  call(resetRoute.POST, { method: "POST", body: { token, password } });

const resetTokenFromMail = (to: string) =>
  tokenFromMail(smtp.arrived, to, "Reset your Overlap password", "/reset-password");

describe("POST /auth/password/forgot", () => {
  it("answers 202 for an unknown or inactive email and sends nothing", async () => {
    const waiting = await buildUser({ isActive: false });
    for (const email of ["nobody@example.com", waiting.email]) {
      const response = await forgot(email);
      expect(response.status).toBe(202);
      expect(response.body).toBeUndefined();
    }
    await deliverDueMail();
    expect(smtp.arrived).toEqual([]);
    expect(
      await (await getDb()).select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, waiting.id)),
    ).toEqual([]);
  });

  it("emails a known account one link, stored only as its sha256, that works once", async () => {
    const { user, token: bearer } = await buildMember();
    expect((await forgot(user.email.toUpperCase())).status).toBe(202);
    const token = await resetTokenFromMail(user.email);

    const [row] = await (
      await getDb()
    )
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(row?.tokenHash).not.toContain(token);
    expect(row?.tokenHash).toHaveLength(64);
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.abs(lifetime - 60 * 60 * 1000)).toBeLessThan(5_000);

    expect((await reset(token)).status).toBe(204);
    const [changed] = await (await getDb()).select().from(users).where(eq(users.id, user.id));
    expect(await checkPassword(changed!.passwordHash, NEW_PASSWORD)).toBe(true);
    expect(await checkPassword(changed!.passwordHash, TEST_PASSWORD)).toBe(false);

    // Every session of the account ended: the old bearer token is refused.
    expect((await call(meRoute.GET, { token: bearer })).status).toBe(401);
    // The new password signs in; the link is spent.
    expect(
      (await call(loginRoute.POST, { method: "POST", body: { email: user.email, password: NEW_PASSWORD } })).status,
    ).toBe(200);
    const again = await reset(token, "yet another passphrase");
    expect(again.status).toBe(400);
    expect(again.body.detail).toBe(RESET_LINK_INVALID);
  });

  it("a new request invalidates the older unused link", async () => {
    const { user } = await buildMember();
    await forgot(user.email);
    const first = await resetTokenFromMail(user.email);
    smtp.arrived.length = 0;
    await forgot(user.email);
    const second = await resetTokenFromMail(user.email);
    expect((await reset(first)).body.detail).toBe(RESET_LINK_INVALID);
    expect((await reset(second)).status).toBe(204);
  });

  it("sends an inbox at most its limit, answering 202 past it; is limited per client address (429 with Retry-After)", async () => {
    holdTheClock();
    const { user } = await buildMember();
    for (const email of [user.email, "ghost@example.com"]) {
      for (let i = 0; i < LIMITS.passwordResetsPerEmail.limit; i++) expect((await forgot(email)).status).toBe(202);
      // Past the inbox's limit: the same answer, nothing sent (a 429 would tell that someone else asked).
      expect((await forgot(email)).status).toBe(202);
    }
    await deliverDueMail();
    expect(smtp.arrived).toHaveLength(LIMITS.passwordResetsPerEmail.limit);
    // The newest link that did go out still works (each new one replaced the one before).
    const links = smtp.arrived.map((arrival) => /token=([\w-]+)/.exec(arrival.mail.text ?? "")![1]!);
    const answers = [];
    for (const link of links) answers.push((await reset(link)).status);
    expect(answers.filter((status) => status === 204)).toHaveLength(1);

    const from = "203.0.113.77";
    for (let i = 0; i < LIMITS.passwordResetsPerAddress.limit; i++)
      expect((await forgot(`someone${i}@example.com`, from)).status).toBe(202);
    const refused = await forgot("one-more@example.com", from);
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toBe(LIMITS.passwordResetsPerAddress.message);
  });

  it("refuses a bad, 10 kB or huge body cleanly", async () => {
    expect((await forgot("not-an-email")).status).toBe(422);
    const long = await forgot(`${"a".repeat(10_000)}@example.com`);
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual([{ field: "email", message: "Email is too long" }]);
    const huge = await call(forgotRoute.POST, {
      method: "POST",
      body: JSON.stringify({ email: "x".repeat(2_000_000) }),
    });
    expect(huge.status).toBe(413);
    expect((await call(forgotRoute.POST, { method: "POST", body: "{" })).status).toBe(400);
    expect((await reset("x".repeat(10_000))).status).toBe(422);
  });
});

describe("POST /auth/password/reset", () => {
  it("an unknown or expired token is 400 with the one message", async () => {
    const unknown = await reset("A".repeat(43));
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toBe(RESET_LINK_INVALID);

    const { user } = await buildMember();
    await forgot(user.email);
    const token = await resetTokenFromMail(user.email);
    await (
      await getDb()
    )
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, user.id));
    const expired = await reset(token);
    expect(expired.status).toBe(400);
    expect(expired.body.detail).toBe(RESET_LINK_INVALID);
    const [unchanged] = await (await getDb()).select().from(users).where(eq(users.id, user.id));
    expect(await checkPassword(unchanged!.passwordHash, TEST_PASSWORD)).toBe(true);
  });

  it("holds the new password to the register rules and keeps the link usable after a refusal", async () => {
    const { user } = await buildMember();
    await forgot(user.email);
    const token = await resetTokenFromMail(user.email);
    const short = await reset(token, "short");
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual([{ field: "password", message: "Password must be at least 8 characters" }]);
    const common = await reset(token, "password123");
    expect(common.status).toBe(422);
    expect(common.body.errors).toEqual([{ field: "password", message: "This password is too common" }]);
    expect((await reset(token)).status).toBe(204);
  });

  it("two concurrent resets with one token: exactly one succeeds", async () => {
    const { user } = await buildMember();
    await forgot(user.email);
    const token = await resetTokenFromMail(user.email);
    const answers = await Promise.all([
      reset(token, "first racer passphrase"),
      reset(token, "second racer passphrase"),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 400]);
    const [row] = await (
      await getDb()
    )
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(row?.usedAt).toBeInstanceOf(Date);
    const winner = answers[0]!.status === 204 ? "first racer passphrase" : "second racer passphrase";
    const [changed] = await (await getDb()).select().from(users).where(eq(users.id, user.id));
    expect(await checkPassword(changed!.passwordHash, winner)).toBe(true);
  });

  // On PostgreSQL the two resets truly overlap: the test holds the token's row until both are
  // waiting on it, so without the service's FOR UPDATE both would change the password.
  it.runIf(onPostgres())("two resets waiting on one token's row: the second sees it used", async () => {
    const { user } = await buildMember();
    await forgot(user.email);
    const token = await resetTokenFromMail(user.email);
    const db = await getDb();
    let racing: Promise<Awaited<ReturnType<typeof reset>>[]> | undefined;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select id from password_reset_tokens where user_id = ${user.id} for update`);
      racing = Promise.all([reset(token, "first racer passphrase"), reset(token, "second racer passphrase")]);
      for (let waited = 0; waited < 100; waited++) {
        const [row] = await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (row && row.n >= 2) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    // Committing released the row: the resets go on, one after the other.
    const answers = await racing!;
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 400]);
  });
});

describe("the outbox keeps no live link once an email is sent (docs/security.md, Stored email)", () => {
  it("a sent reset email's row holds its link with the token removed; the link itself still works", async () => {
    const member = await buildMember();
    expect((await forgot(member.user.email)).status).toBe(202);
    const token = await resetTokenFromMail(member.user.email);
    const [row] = await (await getDb()).select().from(mailOutbox).where(eq(mailOutbox.to, member.user.email));
    expect(row!.status).toBe("sent");
    for (const part of [row!.text, row!.html]) {
      expect(part).not.toContain(token);
      expect(part).toContain(`/reset-password?token=${REDACTED_TOKEN}`);
    }
    expect((await reset(token)).status).toBe(204);
  });

  it("the headers' links too (List-Unsubscribe), and an email given up on", async () => {
    const db = await getDb();
    const secret = "AbCdEf0123456789_-abcdefABCDEF0123456789xyz";
    await enqueueMail(db, {
      to: "headers@example.com",
      subject: "A notification",
      text: `Turn these off: ${SITE}/unsubscribe?token=${secret}`,
      html: `<a href="${SITE}/unsubscribe?token=${secret}&amp;x=1">Turn these off</a>`,
      headers: { "List-Unsubscribe": `<${SITE}/api/v1/mail/unsubscribe?token=${secret}>` },
    });
    await deliverDueMail();
    const [sent] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, "headers@example.com"));
    expect(JSON.stringify(sent)).not.toContain(secret);
    expect(sent!.headers["List-Unsubscribe"]).toBe(`<${SITE}/api/v1/mail/unsubscribe?token=${REDACTED_TOKEN}>`);
    expect(sent!.html).toContain("&amp;x=1");
    // The arrived email had the real link.
    expect(smtp.arrived.at(-1)!.mail.text).toContain(secret);

    await enqueueMail(db, {
      to: "given-up@example.com",
      subject: "Never sent",
      text: `?token=${secret}`,
      html: `?token=${secret}`,
    });
    await markFailedAttempt(
      db,
      (await db.select().from(mailOutbox).where(eq(mailOutbox.to, "given-up@example.com")))[0]!.id,
      "refused",
      null,
    );
    const [failed] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, "given-up@example.com"));
    expect(failed!.status).toBe("failed");
    expect(JSON.stringify(failed)).not.toContain(secret);
  });
});
