import { eq } from "drizzle-orm";
import { decode, encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import * as userAdminRoute from "@/app/api/v1/admin/users/[id]/route";
import * as loginRoute from "@/app/api/v1/auth/login/json/route";
import * as logoutAllRoute from "@/app/api/v1/auth/logout-all/route";
import * as logoutOthersRoute from "@/app/api/v1/auth/logout-others/route";
import * as logoutRoute from "@/app/api/v1/auth/logout/route";
import * as meRoute from "@/app/api/v1/users/me/route";
import * as sessionRoute from "@/app/api/v1/users/me/sessions/[id]/route";
import * as sessionsRoute from "@/app/api/v1/users/me/sessions/route";
import { getDb } from "@/db/client";
import { sessions } from "@/db/schema";
import { SESSION_COOKIE } from "@/lib/auth/cookie";
import { authOptions } from "@/lib/auth/next-auth";
import { issueToken } from "@/lib/sessions/tokens";
import { Session as SessionResponse } from "@/lib/sessions/contract";
import { endWaysIn } from "@/lib/accounts/ways-in";
import { issueSessionToken, MAX_LIVE_SESSIONS, TOUCH_INTERVAL_MS } from "@/lib/sessions/service";
import { buildAdmin, buildMember, buildUser, cookieFor, TEST_PASSWORD, tokenFor } from "../factories";
import { call } from "../helpers/http";

const SAME_ORIGIN = { origin: "http://localhost:3000" };
const me = (auth: { token?: string; cookie?: string }) =>
  call(meRoute.GET, auth.cookie ? { headers: { cookie: auth.cookie } } : { token: auth.token });
const rowsOf = async (userId: number) => (await getDb()).select().from(sessions).where(eq(sessions.userId, userId));

describe("signing in makes a session", () => {
  it("POST /auth/login/json starts a bearer session that GET /users/me/sessions lists as current", async () => {
    const user = await buildUser();
    const agent = "Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0 " + "x".repeat(400);
    const login = await call(loginRoute.POST, {
      body: { email: user.email, password: TEST_PASSWORD },
      headers: { "user-agent": agent },
    });
    expect(login.status).toBe(200);
    const other = await tokenFor(user, "curl/8.0");

    const list = await call(sessionsRoute.GET, { token: login.body.access_token });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    for (const entry of list.body) SessionResponse.parse(entry);
    const current = list.body.find((entry: SessionResponse) => entry.current);
    expect(current.user_agent).toBe(agent.slice(0, 200));
    expect(
      list.body.filter((entry: SessionResponse) => !entry.current).map((entry: SessionResponse) => entry.user_agent),
    ).toEqual(["curl/8.0"]);
    // The other token sees the same two, with itself as current.
    const seenByOther = await call(sessionsRoute.GET, { token: other });
    expect(seenByOther.body.find((entry: SessionResponse) => entry.current).id).not.toBe(current.id);
  });

  it("the browser's sign-in (the Log In form's cookie session) carries its session's id, and next-auth's sign-out ends it", async () => {
    const user = await buildUser();
    const value = await issueSessionToken(await getDb(), user, "cookie", "Chrome test");
    const token = await decode({ token: value, secret: process.env.AUTH_SECRET! });
    expect(token).toMatchObject({ sub: String(user.id), kind: "cookie", sid: expect.any(String), isAdmin: false });
    const [row] = await rowsOf(user.id);
    expect(row).toMatchObject({ id: token!.sid, kind: "cookie", userAgent: "Chrome test" });
    const cookie = `${SESSION_COOKIE}=${value}`;
    expect((await me({ cookie })).status).toBe(200);
    // The cookie's token is no bearer token: each door takes only its own kind.
    expect((await me({ token: value })).status).toBe(401);
    // next-auth's sign-out event ends that session before the cookie is cleared: a copy is dead.
    await authOptions().events!.signOut!({ token } as never);
    expect((await me({ cookie })).status).toBe(401);
  });
});

describe("ending sessions", () => {
  it("POST /auth/logout ends the bearer token it came with, and only that one", async () => {
    const { user, token } = await buildMember();
    const other = await tokenFor(user);
    const out = await call(logoutRoute.POST, { method: "POST", token });
    expect(out.status).toBe(204);
    expect((await me({ token })).status).toBe(401);
    expect((await me({ token })).body).toEqual({ detail: "Not authenticated" });
    expect((await me({ token: other })).status).toBe(200);
    expect((await call(logoutRoute.POST, { method: "POST", token })).status).toBe(401);
  });

  it("POST /auth/logout with the cookie ends that session and drops the cookie; a copy of it is refused", async () => {
    const user = await buildUser();
    const cookie = await cookieFor(user);
    expect((await me({ cookie })).status).toBe(200);
    const out = await call(logoutRoute.POST, { method: "POST", headers: { cookie, ...SAME_ORIGIN } });
    expect(out.status).toBe(204);
    expect(out.headers.get("set-cookie")).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`));
    expect((await me({ cookie })).status).toBe(401);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it("POST /auth/logout-all ends every session of the caller, cookie and tokens alike, and no one else's", async () => {
    const { user, token } = await buildMember();
    const cookie = await cookieFor(user);
    const second = await tokenFor(user);
    const stranger = await buildMember();
    expect((await call(logoutAllRoute.POST, { method: "POST", token })).status).toBe(204);
    for (const auth of [{ token }, { token: second }, { cookie }]) expect((await me(auth)).status).toBe(401);
    expect(await rowsOf(user.id)).toEqual([]);
    expect((await me({ token: stranger.token })).status).toBe(200);
  });

  it("POST /auth/logout-others keeps the caller's own session only", async () => {
    const { user, token } = await buildMember();
    const cookie = await cookieFor(user);
    const second = await tokenFor(user);
    expect((await call(logoutOthersRoute.POST, { method: "POST", headers: { cookie, ...SAME_ORIGIN } })).status).toBe(
      204,
    );
    expect((await me({ cookie })).status).toBe(200);
    expect((await me({ token })).status).toBe(401);
    expect((await me({ token: second })).status).toBe(401);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it("DELETE /users/me/sessions/{id} ends one of the caller's; another member's or a made-up id is 404", async () => {
    const { user, token } = await buildMember();
    const laptop = await tokenFor(user, "laptop");
    const stranger = await buildMember();
    const [laptopRow] = (await rowsOf(user.id)).filter((row) => row.userAgent === "laptop");
    const [strangerRow] = await rowsOf(stranger.user.id);

    const theirs = await call(sessionRoute.DELETE, { method: "DELETE", token, params: { id: strangerRow!.id } });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ detail: "Session not found" });
    expect((await me({ token: stranger.token })).status).toBe(200);
    for (const id of ["no-such-session", "../../etc", "x".repeat(300)]) {
      expect((await call(sessionRoute.DELETE, { method: "DELETE", token, params: { id } })).status).toBe(404);
    }

    expect((await call(sessionRoute.DELETE, { method: "DELETE", token, params: { id: laptopRow!.id } })).status).toBe(
      204,
    );
    expect((await me({ token: laptop })).status).toBe(401);
    expect((await me({ token })).status).toBe(200);
    expect((await call(sessionRoute.DELETE, { method: "DELETE", token, params: { id: laptopRow!.id } })).status).toBe(
      404,
    );
  });

  it("endWaysIn with a session to keep (a password change) keeps only the session named", async () => {
    const { user, token } = await buildMember();
    const cookie = await cookieFor(user);
    const [cookieRow] = (await rowsOf(user.id)).filter((row) => row.kind === "cookie");
    const stranger = await buildMember();
    await (await getDb()).transaction((tx) => endWaysIn(tx, user.id, cookieRow!.id));
    expect((await me({ cookie })).status).toBe(200);
    expect((await me({ token })).status).toBe(401);
    expect((await me({ token: stranger.token })).status).toBe(200);
  });

  it("deleting a member deletes their sessions with them", async () => {
    const admin = await buildAdmin();
    const { user, token } = await buildMember();
    expect(
      (await call(userAdminRoute.DELETE, { method: "DELETE", token: admin.token, params: { id: user.id } })).status,
    ).toBe(204);
    expect((await me({ token })).status).toBe(401);
    expect(await rowsOf(user.id)).toEqual([]);
  });
});

describe("a token is only as good as its session", () => {
  it("the browser's cookie is not a bearer token, and a bearer token is not a cookie", async () => {
    const { user, token } = await buildMember();
    const cookie = await cookieFor(user);
    const cookieValue = cookie.slice(`${SESSION_COOKIE}=`.length);
    const asBearer = await me({ token: cookieValue });
    expect(asBearer.status).toBe(401);
    expect(asBearer.body).toEqual({ detail: "Not authenticated" });
    expect((await me({ cookie: `${SESSION_COOKIE}=${token}` })).status).toBe(401);
    // Both are fine through their own door.
    expect((await me({ cookie })).status).toBe(200);
    expect((await me({ token })).status).toBe(200);
  });

  it("a sealed token naming an unknown session, someone else's session, or none at all is 401", async () => {
    const { user } = await buildMember();
    const victim = await buildMember();
    const [victimRow] = await rowsOf(victim.user.id);
    const forged = [
      await issueToken({ sub: String(user.id), sid: "AAAAAAAAAAAAAAAAAAAAAA", kind: "bearer" }),
      // A session id learned from the list does not lend its session to another account.
      await issueToken({ sub: String(user.id), sid: victimRow!.id, kind: "bearer" }),
      // Tokens from before sessions existed carry no sid.
      await encode({ token: { sub: String(user.id) }, secret: process.env.AUTH_SECRET! }),
    ];
    for (const token of forged) expect((await me({ token })).status).toBe(401);
    const oldCookie = `${SESSION_COOKIE}=${await encode({ token: { sub: String(user.id) }, secret: process.env.AUTH_SECRET! })}`;
    expect((await me({ cookie: oldCookie })).status).toBe(401);
  });

  it("an expired session is refused and not listed, and the next sign-in prunes it", async () => {
    const { user, token } = await buildMember();
    const stale = await tokenFor(user, "stale");
    const db = await getDb();
    const [staleRow] = (await rowsOf(user.id)).filter((row) => row.userAgent === "stale");
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, staleRow!.id));
    expect((await me({ token: stale })).status).toBe(401);
    expect((await call(sessionsRoute.GET, { token })).body).toHaveLength(1);
    expect(await rowsOf(user.id)).toHaveLength(2);
    await call(loginRoute.POST, { body: { email: user.email, password: TEST_PASSWORD } });
    const ids = (await rowsOf(user.id)).map((row) => row.id);
    expect(ids).toHaveLength(2);
    expect(ids).not.toContain(staleRow!.id);
  });

  it("last_used_at is written at most once per interval, not on every request", async () => {
    const { user, token } = await buildMember();
    const db = await getDb();
    const [row] = await rowsOf(user.id);
    for (let i = 0; i < 3; i++) expect((await me({ token })).status).toBe(200);
    expect((await rowsOf(user.id))[0]!.lastUsedAt.getTime()).toBe(row!.lastUsedAt.getTime());

    const longAgo = new Date(Date.now() - TOUCH_INTERVAL_MS - 60_000);
    await db.update(sessions).set({ lastUsedAt: longAgo }).where(eq(sessions.id, row!.id));
    const before = Date.now();
    await me({ token });
    const touched = (await rowsOf(user.id))[0]!.lastUsedAt.getTime();
    expect(touched).toBeGreaterThanOrEqual(before - 5);
    await me({ token });
    expect((await rowsOf(user.id))[0]!.lastUsedAt.getTime()).toBe(touched);
    const listed = await call(sessionsRoute.GET, { token });
    expect(Date.parse(listed.body[0].last_used_at)).toBe(touched);
  });

  it("every sessions route needs a signed-in caller", async () => {
    expect((await call(sessionsRoute.GET)).status).toBe(401);
    expect((await call(logoutRoute.POST, { method: "POST" })).status).toBe(401);
    expect((await call(logoutAllRoute.POST, { method: "POST" })).status).toBe(401);
    expect((await call(logoutOthersRoute.POST, { method: "POST" })).status).toBe(401);
    expect((await call(sessionRoute.DELETE, { method: "DELETE", params: { id: "abc" } })).status).toBe(401);
  });
});

describe("how many sessions a member keeps", () => {
  it("keeps the 50 most recently used: one more sign-in ends the least recently used", async () => {
    const member = await buildMember();
    const db = await getDb();
    // the member's own session (from buildMember) was used last hour; 49 more, each used a minute apart
    await db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(sessions.userId, member.user.id));
    const tokens: string[] = [];
    for (let i = 0; i < MAX_LIVE_SESSIONS - 1; i++) tokens.push(await tokenFor(member.user, `device ${i}`));
    expect(await db.$count(sessions, eq(sessions.userId, member.user.id))).toBe(MAX_LIVE_SESSIONS);
    expect((await call(meRoute.GET, { token: member.token })).status).toBe(200);
    await db
      .update(sessions)
      .set({ lastUsedAt: new Date(Date.now() - 7_200_000) })
      .where(eq(sessions.userId, member.user.id));
    await db.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.userAgent, "device 0"));

    const newest = await tokenFor(member.user, "one more");
    expect(await db.$count(sessions, eq(sessions.userId, member.user.id))).toBe(MAX_LIVE_SESSIONS);
    expect((await call(meRoute.GET, { token: newest })).status).toBe(200);
    expect((await call(meRoute.GET, { token: tokens[0]! })).status).toBe(200);
    // of the rest, all used two hours ago, exactly one went: the one that sorts last
    const alive = await Promise.all(
      [member.token, ...tokens.slice(1)].map(async (token) => (await call(meRoute.GET, { token })).status),
    );
    expect(alive.filter((status) => status === 401)).toHaveLength(1);
  });
});
