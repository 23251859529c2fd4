import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as adminUserRoute from "@/app/api/v1/admin/users/[id]/route";
import * as adminUsersRoute from "@/app/api/v1/admin/users/route";
import * as registerRoute from "@/app/api/v1/auth/register/route";
import * as inviteRoute from "@/app/api/v1/invites/[id]/route";
import * as invitesRoute from "@/app/api/v1/invites/route";
import * as memberRoute from "@/app/api/v1/users/[id]/route";
import * as meRoute from "@/app/api/v1/users/me/route";
import { getDb } from "@/db/client";
import { inviteCodes, users } from "@/db/schema";
import { buildAdmin, buildMember } from "../factories";
import { call } from "../helpers/http";

const DAY_MS = 86_400_000;
let sequence = 0;

function registerWith(code: string) {
  const n = ++sequence;
  return call(registerRoute.POST, {
    body: {
      email: `invited${n}-${Date.now()}@example.com`,
      password: "long enough password",
      name: `Invited ${n}`,
      age: 30,
      invite_code: code,
    },
  });
}

describe("member invites: create, list, revoke", () => {
  it("creates a single-use code valid 30 days", async () => {
    const { token } = await buildMember();
    const { status, body } = await call(invitesRoute.POST, { method: "POST", token });
    expect(status).toBe(201);
    expect(body).toMatchObject({ is_single_use: true, is_active: true, used_by: null, status: "active" });
    expect(body.code).toMatch(/^OVERLAP-[A-Z2-9]{8}$/);
    expect(Math.abs(new Date(body.expires_at).getTime() - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);
  });

  it("lists only the caller's codes, newest first", async () => {
    const { token } = await buildMember();
    const other = await buildMember();
    const first = (await call(invitesRoute.POST, { method: "POST", token })).body;
    const second = (await call(invitesRoute.POST, { method: "POST", token })).body;
    await call(invitesRoute.POST, { method: "POST", token: other.token });
    const list = await call(invitesRoute.GET, { token });
    expect(list.status).toBe(200);
    expect(list.body.map((invite: { id: number }) => invite.id)).toEqual([second.id, first.id]);
  });

  it("revokes one of the caller's codes (204); another member's is 404; a revoked code is refused at register", async () => {
    const { token } = await buildMember();
    const other = await buildMember();
    const invite = (await call(invitesRoute.POST, { method: "POST", token })).body;
    expect(
      (await call(inviteRoute.DELETE, { method: "DELETE", token: other.token, params: { id: invite.id } })).status,
    ).toBe(404);
    expect((await call(inviteRoute.DELETE, { method: "DELETE", token, params: { id: 999999 } })).status).toBe(404);
    const revoked = await call(inviteRoute.DELETE, { method: "DELETE", token, params: { id: invite.id } });
    expect(revoked.status).toBe(204);
    const listed = (await call(invitesRoute.GET, { token })).body[0];
    expect(listed).toMatchObject({ id: invite.id, is_active: false, status: "inactive" });
    const register = await registerWith(invite.code);
    expect(register.status).toBe(400);
    expect(register.body.detail).toBe("Invalid or expired invite code");
  });

  it("refuses an expired member code at register, as an admin's", async () => {
    const { token } = await buildMember();
    const invite = (await call(invitesRoute.POST, { method: "POST", token })).body;
    await (
      await getDb()
    )
      .update(inviteCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(inviteCodes.id, invite.id));
    expect((await registerWith(invite.code)).status).toBe(400);
    expect((await call(invitesRoute.GET, { token })).body[0].status).toBe("expired");
  });

  it("answers 401 without a session", async () => {
    expect((await call(invitesRoute.GET, {})).status).toBe(401);
    expect((await call(invitesRoute.POST, { method: "POST" })).status).toBe(401);
  });
});

describe("member invites: the cap", () => {
  it("allows 5 unused codes; the 6th is 409; a used or revoked one frees a place", async () => {
    const { token } = await buildMember();
    const created = [];
    for (let i = 0; i < 5; i++) created.push((await call(invitesRoute.POST, { method: "POST", token })).body);
    const sixth = await call(invitesRoute.POST, { method: "POST", token });
    expect(sixth.status).toBe(409);
    expect(sixth.body.detail).toBe("You have 5 unused invites");
    expect((await registerWith(created[0].code)).status).toBe(201);
    expect((await call(invitesRoute.POST, { method: "POST", token })).status).toBe(201);
    expect((await call(invitesRoute.POST, { method: "POST", token })).status).toBe(409);
    await call(inviteRoute.DELETE, { method: "DELETE", token, params: { id: created[1].id } });
    expect((await call(invitesRoute.POST, { method: "POST", token })).status).toBe(201);
  });

  // PGlite runs one statement at a time; with TEST_DATABASE_URL this fails without the row lock.
  it("holds under a race: 10 concurrent creates leave at most 5 unused", async () => {
    const { user, token } = await buildMember();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(invitesRoute.POST, { method: "POST", token })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    const rows = await (await getDb()).select().from(inviteCodes).where(eq(inviteCodes.createdBy, user.id));
    expect(rows).toHaveLength(5);
  });

  it("an admin's own codes do not count toward the member cap", async () => {
    const { token } = await buildAdmin();
    const adminInvites = await import("@/app/api/v1/admin/invites/route");
    for (let i = 0; i < 5; i++) await call(adminInvites.POST, { token, body: {} });
    expect((await call(invitesRoute.POST, { method: "POST", token })).status).toBe(201);
  });
});

describe("member invites: can_invite", () => {
  it("a member whose can_invite is off gets 403; the admin toggles it", async () => {
    const { token: adminToken } = await buildAdmin();
    const { user, token } = await buildMember();
    expect((await call(meRoute.GET, { token })).body.can_invite).toBe(true);
    const off = await call(adminUserRoute.PUT, {
      method: "PUT",
      token: adminToken,
      params: { id: user.id },
      body: { can_invite: false },
    });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ can_invite: false, invited_by: null });
    const refused = await call(invitesRoute.POST, { method: "POST", token });
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe("You cannot invite members");
    const on = await call(adminUserRoute.PUT, {
      method: "PUT",
      token: adminToken,
      params: { id: user.id },
      body: { can_invite: true },
    });
    expect(on.body.can_invite).toBe(true);
    expect((await call(invitesRoute.POST, { method: "POST", token })).status).toBe(201);
  });

  it("refuses a can_invite that is not a boolean with 422", async () => {
    const { token: adminToken } = await buildAdmin();
    const { user } = await buildMember();
    const answer = await call(adminUserRoute.PUT, {
      method: "PUT",
      token: adminToken,
      params: { id: user.id },
      body: { can_invite: "no" },
    });
    expect(answer.status).toBe(422);
  });
});

describe("registration through a member's code", () => {
  it("is active at once, records invited_by, and shows it in the member profile and the admin's list", async () => {
    const { user: inviter, token } = await buildMember({ handle: `inviter${Date.now() % 1_000_000}` });
    const invite = (await call(invitesRoute.POST, { method: "POST", token })).body;
    const registered = await registerWith(invite.code);
    expect(registered.status).toBe(201);
    expect(registered.body.is_active).toBe(true);
    const [row] = await (await getDb()).select().from(users).where(eq(users.id, registered.body.id));
    expect(row!.invitedBy).toBe(inviter.id);

    const person = { id: inviter.id, handle: inviter.handle, name: inviter.name };
    const listed = (await call(invitesRoute.GET, { token })).body[0];
    expect(listed).toMatchObject({ status: "used", used_by: { id: registered.body.id, name: registered.body.name } });

    const viewer = await buildMember();
    const profile = await call(memberRoute.GET, { token: viewer.token, params: { id: registered.body.id } });
    expect(profile.status).toBe(200);
    expect(profile.body.invited_by).toEqual(person);
    expect(profile.body).not.toHaveProperty("can_invite");

    const { token: adminToken } = await buildAdmin();
    const adminView = await call(adminUserRoute.GET, { token: adminToken, params: { id: registered.body.id } });
    expect(adminView.body.invited_by).toEqual(person);
    const search = await call(adminUsersRoute.GET, { token: adminToken, query: { q: registered.body.email } });
    expect(search.body[0].invited_by).toEqual(person);
    const page = await call(adminUsersRoute.GET, { token: adminToken, query: { limit: 100 } });
    expect(page.body.find((entry: { id: number }) => entry.id === registered.body.id).invited_by).toEqual(person);

    // Single-use: the second registration is refused.
    expect((await registerWith(invite.code)).status).toBe(400);
  });

  it("an admin's code leaves invited_by null", async () => {
    const { token: adminToken } = await buildAdmin();
    const adminInvites = await import("@/app/api/v1/admin/invites/route");
    const invite = (await call(adminInvites.POST, { token: adminToken, body: {} })).body;
    const registered = await registerWith(invite.code);
    expect(registered.status).toBe(201);
    const viewer = await buildMember();
    const profile = await call(memberRoute.GET, { token: viewer.token, params: { id: registered.body.id } });
    expect(profile.body.invited_by).toBeNull();
  });
});
