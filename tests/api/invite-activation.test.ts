import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as activateRoute from "@/app/api/v1/auth/activate/route";
import * as loginRoute from "@/app/api/v1/auth/login/json/route";
import * as registerRoute from "@/app/api/v1/auth/register/route";
import * as adminInvitesRoute from "@/app/api/v1/admin/invites/route";
import * as memberInvitesRoute from "@/app/api/v1/invites/route";
import { getDb } from "@/db/client";
import { inviteCodes, mailOutbox, users } from "@/db/schema";
import { checkInviteCode } from "@/lib/invites/service";
import { buildAdmin, buildMember, buildUser, TEST_PASSWORD } from "../factories";
import { onPostgres } from "../helpers/database";
import { call } from "../helpers/http";
import { holdTheClock } from "../helpers/clock";

let n = 0;
/** A client address of its own for each registration, clear of the per-address limit. */
const nextAddress = () => `198.51.${100 + Math.floor(n / 250)}.${(n % 250) + 1}`;
/** An account registered without a code, still waiting for an admin. */
async function pendingMember() {
  const email = `waiting${++n}-${Date.now()}@example.com`;
  const registered = await call(registerRoute.POST, {
    body: { email, password: TEST_PASSWORD, name: `Waiting ${n}`, age: 31 },
    from: nextAddress(),
  });
  expect(registered.body.is_active).toBe(false);
  return { email, id: registered.body.id as number };
}

async function adminCode(body: Record<string, unknown> = { is_single_use: true }) {
  const response = await call(adminInvitesRoute.POST, { body, token: (await buildAdmin()).token });
  expect(response.status).toBe(201);
  return response.body as { id: number; code: string };
}

const activate = (email: string, invite_code: string, password = TEST_PASSWORD, from?: string) =>
  call(activateRoute.POST, { method: "POST", body: { email, password, invite_code }, from });

const codeRow = async (id: number) =>
  (await (await getDb()).select().from(inviteCodes).where(eq(inviteCodes.id, id)))[0]!;
const userRow = async (id: number) => (await (await getDb()).select().from(users).where(eq(users.id, id)))[0]!;
const mailTo = async (email: string) =>
  (await getDb())
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.to}) = lower(${email})`);

describe("POST /auth/activate: a waiting registration activated by an invite code", () => {
  it("activates the account with a valid code, spends it, and the member can sign in", async () => {
    const waiting = await pendingMember();
    const invite = await adminCode();
    const answer = await activate(waiting.email, invite.code.toLowerCase());
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: waiting.id, is_active: true, onboarding_done: false });
    expect(await codeRow(invite.id)).toMatchObject({ useCount: 1, usedBy: waiting.id });
    // The confirmation link goes out now, as for a registration with a code.
    expect((await mailTo(waiting.email)).map((mail) => mail.subject)).toContain("Confirm your email");
    const login = await call(loginRoute.POST, { body: { email: waiting.email, password: TEST_PASSWORD } });
    expect(login.status).toBe(200);
  });

  it("records who invited the member when the code is a member's", async () => {
    const inviter = await buildMember();
    const code = (await call(memberInvitesRoute.POST, { method: "POST", token: inviter.token })).body as {
      code: string;
    };
    const waiting = await pendingMember();
    expect((await activate(waiting.email, code.code)).status).toBe(200);
    expect((await userRow(waiting.id)).invitedBy).toBe(inviter.user.id);
  });

  it("refuses a spent, expired or revoked code with the registration's 400 and leaves the account waiting", async () => {
    const waiting = await pendingMember();
    const spent = await adminCode();
    expect((await activate((await pendingMember()).email, spent.code)).status).toBe(200);
    const expired = await adminCode({ is_single_use: false, expires_days: 1 });
    await (
      await getDb()
    )
      .update(inviteCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(inviteCodes.id, expired.id));
    const revoked = await adminCode();
    await (await getDb()).update(inviteCodes).set({ isActive: false }).where(eq(inviteCodes.id, revoked.id));
    for (const code of [spent.code, expired.code, revoked.code, "OVERLAP-ZZZZZZZZ"]) {
      const answer = await activate(waiting.email, code);
      expect(answer.status).toBe(400);
      expect(answer.body.detail).toBe("Invalid or expired invite code");
    }
    expect((await userRow(waiting.id)).isActive).toBe(false);
  });

  it("asks for the account's own password, and counts refused codes as failed sign-ins", async () => {
    holdTheClock();
    const waiting = await pendingMember();
    const invite = await adminCode();
    const wrong = await activate(waiting.email, invite.code, "not the password");
    expect(wrong.status).toBe(401);
    expect(wrong.body.detail).toBe("Incorrect email or password");
    expect((await codeRow(invite.id)).useCount).toBe(0);
    const from = "203.0.113.90";
    for (let i = 0; i < 9; i++)
      expect((await activate(waiting.email, `OVERLAP-GUESS${i}AA`, TEST_PASSWORD, from)).status).toBe(400);
    // The tenth failure of the account (the wrong password counted too) locks it for a while.
    const limited = await activate(waiting.email, invite.code, TEST_PASSWORD, from);
    expect(limited.status).toBe(429);
    expect((await codeRow(invite.id)).useCount).toBe(0);
  });

  it("is 409 for an active account and 403 for one an admin deactivated, spending nothing", async () => {
    const active = await buildUser();
    const deactivated = await buildUser({ isActive: false, deactivatedAt: new Date() });
    const invite = await adminCode();
    const already = await activate(active.email, invite.code);
    expect(already.status).toBe(409);
    expect(already.body.detail).toBe("Your account is already active: log in");
    const banned = await activate(deactivated.email, invite.code);
    expect(banned.status).toBe(403);
    expect((await userRow(deactivated.id)).isActive).toBe(false);
    expect((await codeRow(invite.id)).useCount).toBe(0);
  });

  it("answers 422 in the contract's shape without a code", async () => {
    const answer = await call(activateRoute.POST, {
      method: "POST",
      body: { email: "a@example.com", password: "x", invite_code: " " },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([{ field: "invite_code", message: "Invite code is required" }]);
  });

  it("admits exactly one of activations and registrations racing for one single-use code", async () => {
    for (let round = 0; round < (onPostgres() ? 5 : 1); round++) {
      const invite = await adminCode();
      const waiting = await Promise.all(Array.from({ length: 4 }, () => pendingMember()));
      const results = await Promise.all([
        ...waiting.map((member) => activate(member.email, invite.code, TEST_PASSWORD, nextAddress())),
        call(registerRoute.POST, {
          body: {
            email: `racer${++n}-${Date.now()}@example.com`,
            password: TEST_PASSWORD,
            name: "Racer",
            age: 30,
            invite_code: invite.code,
          },
          from: nextAddress(),
        }),
        call(registerRoute.POST, {
          body: {
            email: `racer${++n}-${Date.now()}@example.com`,
            password: TEST_PASSWORD,
            name: "Racer",
            age: 30,
            invite_code: invite.code,
          },
          from: nextAddress(),
        }),
      ]);
      const won = results.filter((result) => result.status === 200 || result.status === 201);
      expect(
        results.map((result) => result.status).filter((status) => status !== 400 && status !== 200 && status !== 201),
      ).toEqual([]);
      expect(won).toHaveLength(1);
      expect(results.filter((result) => result.status === 400)).toHaveLength(5);
      expect(await codeRow(invite.id)).toMatchObject({ useCount: 1, usedBy: won[0]!.body.id });
      const activated = await Promise.all(waiting.map((member) => userRow(member.id)));
      expect(activated.filter((row) => row.isActive).length).toBe(won[0]!.status === 200 ? 1 : 0);
    }
  });

  it("spends only one of two codes sent at once for one account", async () => {
    const waiting = await pendingMember();
    const [first, second] = [await adminCode(), await adminCode()];
    const results = await Promise.all([activate(waiting.email, first.code), activate(waiting.email, second.code)]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    expect((await codeRow(first.id)).useCount + (await codeRow(second.id)).useCount).toBe(1);
  });
});

describe("checkInviteCode: what an invite link's code would do, before the form", () => {
  it("tells an active code from a used, expired, revoked or unknown one, spending nothing", async () => {
    const active = await adminCode();
    expect(await checkInviteCode(` ${active.code.toLowerCase()} `)).toBe("active");
    expect((await codeRow(active.id)).useCount).toBe(0);
    const used = await adminCode();
    expect((await activate((await pendingMember()).email, used.code)).status).toBe(200);
    expect(await checkInviteCode(used.code)).toBe("used");
    const expired = await adminCode({ is_single_use: false, expires_days: 1 });
    await (
      await getDb()
    )
      .update(inviteCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(inviteCodes.id, expired.id));
    expect(await checkInviteCode(expired.code)).toBe("expired");
    const revoked = await adminCode();
    await (await getDb()).update(inviteCodes).set({ isActive: false }).where(eq(inviteCodes.id, revoked.id));
    expect(await checkInviteCode(revoked.code)).toBe("inactive");
    expect(await checkInviteCode("OVERLAP-ZZZZZZZZ")).toBe("unknown");
    expect(await checkInviteCode("x".repeat(500))).toBe("unknown");
  });

  it("reads a member's code as inactive once the member may no longer invite", async () => {
    const inviter = await buildMember();
    const code = (await call(memberInvitesRoute.POST, { method: "POST", token: inviter.token })).body as {
      code: string;
    };
    expect(await checkInviteCode(code.code)).toBe("active");
    await (await getDb()).update(users).set({ canInvite: false }).where(eq(users.id, inviter.user.id));
    expect(await checkInviteCode(code.code)).toBe("inactive");
  });
});
