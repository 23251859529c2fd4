import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as adminUserRoute from "@/app/api/v1/admin/users/[id]/route";
import * as deactivateRoute from "@/app/api/v1/admin/users/[id]/deactivate/route";
import * as activateRoute from "@/app/api/v1/admin/users/[id]/activate/route";
import * as adminUsersRoute from "@/app/api/v1/admin/users/route";
import * as registerRoute from "@/app/api/v1/auth/register/route";
import * as inviteRoute from "@/app/api/v1/invites/[id]/route";
import * as invitesRoute from "@/app/api/v1/invites/route";
import * as meRoute from "@/app/api/v1/users/me/route";
import { getDb } from "@/db/client";
import { inviteCodes, users } from "@/db/schema";
import { buildAdmin, buildMember, TEST_PASSWORD } from "../factories";
import { onPostgres } from "../helpers/database";
import { call } from "../helpers/http";

// A member's unused invite codes stop working when the member is deactivated or deleted or loses
// the right to invite (docs/security.md, "Ending a way in"): a banned member cannot come back
// through codes minted beforehand.

let sequence = 0;
function registerWith(code: string) {
  const n = ++sequence;
  return call(registerRoute.POST, {
    body: {
      email: `ban-evasion${n}-${Date.now()}@example.com`,
      password: "long enough password",
      name: `Evader ${n}`,
      age: 30,
      invite_code: code,
    },
  });
}

async function codesOf(token: string, count: number): Promise<{ id: number; code: string }[]> {
  const codes = [];
  for (let i = 0; i < count; i++) {
    const created = await call(invitesRoute.POST, { method: "POST", token });
    expect(created.status).toBe(201);
    codes.push(created.body);
  }
  return codes;
}

async function expectRefused(code: string) {
  const register = await registerWith(code);
  expect(register.status).toBe(400);
  expect(register.body.detail).toBe("Invalid or expired invite code");
}

const codeRow = async (id: number) =>
  (await (await getDb()).select().from(inviteCodes).where(eq(inviteCodes.id, id)))[0]!;

describe("a member's unused invite codes end with the member's right to invite", () => {
  it("deactivation retires them, and reactivation does not bring them back", async () => {
    const admin = await buildAdmin();
    const member = await buildMember();
    const [used, unused] = await codesOf(member.token, 2);
    expect((await registerWith(used!.code)).status).toBe(201);
    expect(
      (await call(deactivateRoute.POST, { method: "POST", token: admin.token, params: { id: member.user.id } })).status,
    ).toBe(200);
    await expectRefused(unused!.code);
    expect(await codeRow(unused!.id)).toMatchObject({ isActive: false, useCount: 0 });
    // The used one stays as it was: it records who came in through it.
    expect(await codeRow(used!.id)).toMatchObject({ isActive: true, useCount: 1 });
    expect(
      (await call(activateRoute.POST, { method: "POST", token: admin.token, params: { id: member.user.id } })).status,
    ).toBe(200);
    await expectRefused(unused!.code);
  });

  it("losing can_invite retires them", async () => {
    const admin = await buildAdmin();
    const member = await buildMember();
    const [code] = await codesOf(member.token, 1);
    const update = await call(adminUserRoute.PUT, {
      method: "PUT",
      token: admin.token,
      params: { id: member.user.id },
      body: { can_invite: false },
    });
    expect(update.status).toBe(200);
    await expectRefused(code!.code);
    // Given back, the right makes new codes; the retired ones stay retired.
    await call(adminUserRoute.PUT, {
      method: "PUT",
      token: admin.token,
      params: { id: member.user.id },
      body: { can_invite: true },
    });
    await expectRefused(code!.code);
    const [fresh] = await codesOf(member.token, 1);
    expect((await registerWith(fresh!.code)).status).toBe(201);
  });

  it("deleting the account retires them", async () => {
    const member = await buildMember();
    const [code] = await codesOf(member.token, 1);
    expect(
      (await call(meRoute.DELETE, { method: "DELETE", token: member.token, body: { password: TEST_PASSWORD } })).status,
    ).toBe(204);
    await expectRefused(code!.code);
    expect(await codeRow(code!.id)).toMatchObject({ isActive: false, createdBy: null });
  });

  it("a code of a member deactivated by a direct write (no service) is refused too", async () => {
    const member = await buildMember();
    const [code] = await codesOf(member.token, 1);
    await (await getDb()).update(users).set({ isActive: false }).where(eq(users.id, member.user.id));
    await expectRefused(code!.code);
  });

  it("an admin's own codes are not a member's: they keep working", async () => {
    const admin = await buildAdmin();
    const created = await call((await import("@/app/api/v1/admin/invites/route")).POST, {
      method: "POST",
      token: admin.token,
      body: {},
    });
    expect(created.status).toBe(201);
    expect((await registerWith(created.body.code)).status).toBe(201);
  });

  it("the admin sees how many codes a member has made in all", async () => {
    const admin = await buildAdmin();
    const member = await buildMember();
    const codes = await codesOf(member.token, 3);
    for (const code of codes)
      expect(
        (await call(inviteRoute.DELETE, { method: "DELETE", token: member.token, params: { id: code.id } })).status,
      ).toBe(204);
    await codesOf(member.token, 2);
    const read = await call(adminUserRoute.GET, { token: admin.token, params: { id: member.user.id } });
    expect(read.body.invites_made).toBe(5);
    const list = await call(adminUsersRoute.GET, { token: admin.token, query: { q: member.user.email } });
    expect(list.body[0].invites_made).toBe(5);
  });

  it.runIf(onPostgres())("a registration racing the deactivation never spends a retired code", async () => {
    const admin = await buildAdmin();
    for (let round = 0; round < 10; round++) {
      const member = await buildMember();
      const [code] = await codesOf(member.token, 1);
      const [registered, deactivated] = await Promise.all([
        registerWith(code!.code),
        call(deactivateRoute.POST, { method: "POST", token: admin.token, params: { id: member.user.id } }),
      ]);
      expect(deactivated.status).toBe(200);
      const row = await codeRow(code!.id);
      // Either the registration came first (the code is spent, and stays as it was) or it was refused.
      if (registered.status === 201) expect(row).toMatchObject({ useCount: 1 });
      else expect(row).toMatchObject({ isActive: false, useCount: 0 });
    }
  });
});
