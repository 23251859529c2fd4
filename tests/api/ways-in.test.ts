import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as confirmRoute from "@/app/api/v1/auth/email/confirm/route";
import * as resendRoute from "@/app/api/v1/auth/email/resend/route";
import * as logoutAllRoute from "@/app/api/v1/auth/logout-all/route";
import * as logoutOthersRoute from "@/app/api/v1/auth/logout-others/route";
import * as forgotRoute from "@/app/api/v1/auth/password/forgot/route";
import * as resetRoute from "@/app/api/v1/auth/password/reset/route";
import * as deactivateRoute from "@/app/api/v1/admin/users/[id]/deactivate/route";
import * as emailRoute from "@/app/api/v1/users/me/email/route";
import * as passwordRoute from "@/app/api/v1/users/me/password/route";
import * as meRoute from "@/app/api/v1/users/me/route";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { EMAIL_LINK_INVALID, RESET_LINK_INVALID } from "@/lib/accounts/values";
import { buildAdmin, buildMember, TEST_PASSWORD, tokenFor } from "../factories";
import { call } from "../helpers/http";
import { loopbackSmtpForFile, tokenFromMail } from "../helpers/smtp-server";

// Ending a way in ends all of it (docs/security.md, "Ending a way in"): someone who knew the
// password asked for links of their own; the member then changes or resets the password, or signs
// out everywhere, and none of those links works any more.

const SITE = "https://overlap.test";
const NEW_PASSWORD = "a brand new passphrase";
const smtp = loopbackSmtpForFile(SITE, "");

type Member = Awaited<ReturnType<typeof buildMember>>;
type Links = { change: string; newEmail: string; reset?: string; confirm?: string };

const freshEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const emailOf = async (id: number) =>
  (await (await getDb()).select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;

/**
 * An attacker with the password asks for an email change to their address; a reset link and a confirmation link are out
 * too.
 */
async function linksOutFor(member: Member, { reset = true, confirm = true } = {}): Promise<Links> {
  const newEmail = freshEmail("attacker");
  expect(
    (
      await call(emailRoute.PUT, {
        method: "PUT",
        token: member.token,
        body: { email: newEmail, password: TEST_PASSWORD },
      })
    ).status,
  ).toBe(202);
  const change = await tokenFromMail(smtp.arrived, newEmail, "Confirm your new Overlap email", "/confirm-email");
  const links: Links = { change, newEmail };
  smtp.arrived.length = 0;
  if (confirm) {
    expect((await call(resendRoute.POST, { method: "POST", token: member.token })).status).toBe(202);
    links.confirm = await tokenFromMail(smtp.arrived, member.user.email, "Confirm your email", "/confirm-email");
    smtp.arrived.length = 0;
  }
  if (reset) {
    expect((await call(forgotRoute.POST, { method: "POST", body: { email: member.user.email } })).status).toBe(202);
    links.reset = await tokenFromMail(
      smtp.arrived,
      member.user.email,
      "Reset your Overlap password",
      "/reset-password",
    );
    smtp.arrived.length = 0;
  }
  return links;
}

async function expectAllVoid(member: Member, links: Links) {
  const change = await call(confirmRoute.POST, { method: "POST", body: { token: links.change } });
  expect(change.status).toBe(400);
  expect(change.body.detail).toBe(EMAIL_LINK_INVALID);
  expect(await emailOf(member.user.id)).toBe(member.user.email);
  if (links.confirm)
    expect((await call(confirmRoute.POST, { method: "POST", body: { token: links.confirm } })).status).toBe(400);
  if (links.reset) {
    const reset = await call(resetRoute.POST, {
      method: "POST",
      body: { token: links.reset, password: "the attacker's own password" },
    });
    expect(reset.status).toBe(400);
    expect(reset.body.detail).toBe(RESET_LINK_INVALID);
  }
}

const unconfirmed = () => buildMember({ emailVerifiedAt: null });

describe("ending a way in voids every unused emailed link of the account", () => {
  it("a password change: the email change, confirmation and reset links asked before it are void", async () => {
    const member = await unconfirmed();
    const links = await linksOutFor(member);
    expect(
      (
        await call(passwordRoute.PUT, {
          method: "PUT",
          token: member.token,
          body: { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD },
        })
      ).status,
    ).toBe(204);
    await expectAllVoid(member, links);
    // The member stays signed in where they changed it.
    expect((await call(meRoute.GET, { token: member.token })).status).toBe(200);
  });

  it("a password reset: the email change and confirmation links asked before it are void", async () => {
    const member = await unconfirmed();
    const links = await linksOutFor(member);
    const reset = await call(resetRoute.POST, {
      method: "POST",
      body: { token: links.reset!, password: NEW_PASSWORD },
    });
    expect(reset.status).toBe(204);
    await expectAllVoid(member, { ...links, reset: undefined });
  });

  it("signing out everywhere: every link is void and every session ends", async () => {
    const member = await unconfirmed();
    const links = await linksOutFor(member);
    expect((await call(logoutAllRoute.POST, { method: "POST", token: member.token })).status).toBe(204);
    await expectAllVoid(member, links);
    expect((await call(meRoute.GET, { token: member.token })).status).toBe(401);
  });

  it("signing out everywhere else: every link is void, this session stays", async () => {
    const member = await unconfirmed();
    const elsewhere = await tokenFor(member.user, "the attacker's laptop");
    const links = await linksOutFor(member);
    expect((await call(logoutOthersRoute.POST, { method: "POST", token: member.token })).status).toBe(204);
    await expectAllVoid(member, links);
    expect((await call(meRoute.GET, { token: member.token })).status).toBe(200);
    expect((await call(meRoute.GET, { token: elsewhere })).status).toBe(401);
  });

  it("deactivation: every link is void", async () => {
    const admin = await buildAdmin();
    const member = await unconfirmed();
    const links = await linksOutFor(member, { reset: false });
    expect(
      (await call(deactivateRoute.POST, { method: "POST", token: admin.token, params: { id: member.user.id } })).status,
    ).toBe(200);
    await expectAllVoid(member, links);
  });

  it("a link asked after the change still works", async () => {
    const member = await buildMember();
    expect(
      (
        await call(passwordRoute.PUT, {
          method: "PUT",
          token: member.token,
          body: { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD },
        })
      ).status,
    ).toBe(204);
    const newEmail = freshEmail("moved");
    expect(
      (
        await call(emailRoute.PUT, {
          method: "PUT",
          token: member.token,
          body: { email: newEmail, password: NEW_PASSWORD },
        })
      ).status,
    ).toBe(202);
    const change = await tokenFromMail(smtp.arrived, newEmail, "Confirm your new Overlap email", "/confirm-email");
    expect((await call(confirmRoute.POST, { method: "POST", body: { token: change } })).status).toBe(200);
    expect(await emailOf(member.user.id)).toBe(newEmail);
  });
});
