import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as activateRoute from "@/app/api/v1/admin/users/[id]/activate/route";
import * as deactivateRoute from "@/app/api/v1/admin/users/[id]/deactivate/route";
import * as inviteRoute from "@/app/api/v1/admin/invites/[id]/route";
import * as invitesRoute from "@/app/api/v1/admin/invites/route";
import * as loginRoute from "@/app/api/v1/auth/login/json/route";
import * as registerRoute from "@/app/api/v1/auth/register/route";
import * as meRoute from "@/app/api/v1/users/me/route";
import { getDb } from "@/db/client";
import { sessions } from "@/db/schema";
import { buildAdmin, buildMember, buildUser, cookieFor, TEST_PASSWORD } from "../factories";
import { call } from "../helpers/http";

const CODE_PATTERN = /^OVERLAP-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/;

describe("admin routes: who may call them", () => {
  const routes = [
    ["GET /admin/invites", invitesRoute.GET, {}],
    ["POST /admin/invites", invitesRoute.POST, { body: { is_single_use: true } }],
    ["DELETE /admin/invites/1", inviteRoute.DELETE, { method: "DELETE", params: { id: 1 } }],
    ["POST /admin/users/1/activate", activateRoute.POST, { method: "POST", params: { id: 1 } }],
    ["POST /admin/users/1/deactivate", deactivateRoute.POST, { method: "POST", params: { id: 1 } }],
  ] as const;

  it.each(routes)("%s: 401 anonymous, 403 member", async (_name, handler, options) => {
    const anonymous = await call(handler, options);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.detail).toBe("Not authenticated");
    const { token } = await buildMember();
    const member = await call(handler, { ...options, token });
    expect(member.status).toBe(403);
    expect(member.body.detail).toBe("Admin access required");
  });
});

describe("admin invites", () => {
  it("creates a single-use code by default, with the fixed prefix and an unambiguous alphabet", async () => {
    const { token } = await buildAdmin();
    const { status, body } = await call(invitesRoute.POST, { token, body: {} });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      is_single_use: true,
      is_active: true,
      used_by: null,
      expires_at: null,
      status: "active",
    });
    expect(body.code).toMatch(CODE_PATTERN);
  });

  it("sets expiry from expires_days; empty means never", async () => {
    const { token } = await buildAdmin();
    const week = await call(invitesRoute.POST, { token, body: { expires_days: 7, is_single_use: false } });
    const expected = Date.now() + 7 * 86_400_000;
    expect(Math.abs(new Date(week.body.expires_at).getTime() - expected)).toBeLessThan(60_000);
    const never = await call(invitesRoute.POST, { token, body: { expires_days: "", is_single_use: false } });
    expect(never.body.expires_at).toBeNull();
  });

  it.each([
    [{ expires_days: 0 }],
    [{ expires_days: -3 }],
    [{ expires_days: 1.5 }],
    [{ expires_days: "soon" }],
    [{ is_single_use: "yes" }],
  ])("refuses %j with 422", async (body) => {
    const { token } = await buildAdmin();
    expect((await call(invitesRoute.POST, { token, body })).status).toBe(422);
  });

  it("lists codes newest first with X-Total-Count and paging", async () => {
    const { token } = await buildAdmin();
    for (let i = 0; i < 3; i++) await call(invitesRoute.POST, { token, body: {} });
    const all = await call(invitesRoute.GET, { token });
    expect(all.status).toBe(200);
    expect(Number(all.headers.get("x-total-count"))).toBe(all.body.length);
    const page = await call(invitesRoute.GET, { token, query: { skip: 1, limit: 1 } });
    expect(page.body).toHaveLength(1);
    expect(page.body[0].id).toBe(all.body[1].id);
    expect((await call(invitesRoute.GET, { token, query: { limit: 100000 } })).status).toBe(200);
    expect((await call(invitesRoute.GET, { token, query: { skip: -1 } })).status).toBe(422);
  });

  it("names who used a code last: name and handle, for a single-use and a multi-use code", async () => {
    const { token } = await buildAdmin();
    const single = (await call(invitesRoute.POST, { token, body: { is_single_use: true } })).body;
    const multi = (await call(invitesRoute.POST, { token, body: { is_single_use: false } })).body;
    const register = (code: string, handle: string, name: string) =>
      call(registerRoute.POST, {
        body: {
          email: `${handle}-${Date.now()}@example.com`,
          password: TEST_PASSWORD,
          name,
          age: 30,
          handle,
          invite_code: code,
        },
      });
    const ana = (await register(single.code, `ana_used${Date.now() % 100000}`, "Ana Used")).body;
    await register(multi.code, `ben_first${Date.now() % 100000}`, "Ben First");
    const cleo = (await register(multi.code, `cleo_last${Date.now() % 100000}`, "Cleo Last")).body;
    const listed = (await call(invitesRoute.GET, { token, query: { limit: 500 } })).body as {
      id: number;
      used_by: number;
      used_by_member: unknown;
    }[];
    expect(listed.find((invite) => invite.id === single.id)).toMatchObject({
      used_by: ana.id,
      used_by_member: { id: ana.id, name: "Ana Used", handle: ana.handle },
    });
    expect(listed.find((invite) => invite.id === multi.id)).toMatchObject({
      used_by: cleo.id,
      used_by_member: { id: cleo.id, name: "Cleo Last", handle: cleo.handle },
    });
    const unused = (await call(invitesRoute.POST, { token, body: {} })).body;
    expect(unused.used_by_member).toBeNull();
  });

  it("deleting deactivates: 204, the code stops working, and it stays listed", async () => {
    const { token } = await buildAdmin();
    const invite = (await call(invitesRoute.POST, { token, body: { is_single_use: false } })).body;
    const deleted = await call(inviteRoute.DELETE, { method: "DELETE", token, params: { id: invite.id } });
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeUndefined();
    const register = await call(registerRoute.POST, {
      body: {
        email: "late@example.com",
        password: "long enough password",
        name: "Late",
        age: 30,
        invite_code: invite.code,
      },
    });
    expect(register.status).toBe(400);
    const listed = (await call(invitesRoute.GET, { token })).body.find(
      (entry: { id: number }) => entry.id === invite.id,
    );
    expect(listed).toMatchObject({ is_active: false, status: "inactive" });
  });

  it("answers 404 for an unknown or malformed invite id", async () => {
    const { token } = await buildAdmin();
    expect((await call(inviteRoute.DELETE, { method: "DELETE", token, params: { id: 999999 } })).status).toBe(404);
    expect((await call(inviteRoute.DELETE, { method: "DELETE", token, params: { id: "abc" } })).status).toBe(404);
  });
});

describe("admin activation", () => {
  it("activates a pending member, who can then sign in", async () => {
    const { token } = await buildAdmin();
    const pending = await buildUser({ isActive: false });
    const { status, body } = await call(activateRoute.POST, { method: "POST", token, params: { id: pending.id } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: pending.id, is_active: true });
    expect((await call(loginRoute.POST, { body: { email: pending.email, password: TEST_PASSWORD } })).status).toBe(200);
  });

  it("deactivates a member, ending every session they had: old tokens stop working at once", async () => {
    const { token: adminToken } = await buildAdmin();
    const { user, token } = await buildMember();
    const cookie = await cookieFor(user);
    const { status, body } = await call(deactivateRoute.POST, {
      method: "POST",
      token: adminToken,
      params: { id: user.id },
    });
    expect(status).toBe(200);
    expect(body.is_active).toBe(false);
    expect((await call(meRoute.GET, { token })).status).toBe(401);
    expect((await call(meRoute.GET, { headers: { cookie } })).status).toBe(401);
    expect(await (await getDb()).select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it("refuses to deactivate an admin (409) and answers 404 for unknown users", async () => {
    const { token } = await buildAdmin();
    const other = await buildUser({ isAdmin: true });
    const response = await call(deactivateRoute.POST, { method: "POST", token, params: { id: other.id } });
    expect(response.status).toBe(409);
    expect(response.body.detail).toBe("An admin account cannot be deactivated");
    expect((await call(activateRoute.POST, { method: "POST", token, params: { id: 987654 } })).status).toBe(404);
    expect((await call(deactivateRoute.POST, { method: "POST", token, params: { id: 987654 } })).status).toBe(404);
  });
});
