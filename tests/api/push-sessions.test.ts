import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as deactivateRoute from "@/app/api/v1/admin/users/[id]/deactivate/route";
import * as logoutAllRoute from "@/app/api/v1/auth/logout-all/route";
import * as logoutOthersRoute from "@/app/api/v1/auth/logout-others/route";
import * as logoutRoute from "@/app/api/v1/auth/logout/route";
import * as tripMessagesRoute from "@/app/api/v1/group-trips/[id]/messages/route";
import * as messagesRoute from "@/app/api/v1/messages/route";
import * as subscriptionsRoute from "@/app/api/v1/push/subscriptions/route";
import * as passwordRoute from "@/app/api/v1/users/me/password/route";
import * as sessionRoute from "@/app/api/v1/users/me/sessions/[id]/route";
import * as sessionsRoute from "@/app/api/v1/users/me/sessions/route";
import { getDb } from "@/db/client";
import { pushQueue, pushSubscriptions, sessions, users } from "@/db/schema";
import { AppError } from "@/lib/errors/app-error";
import { deliverDuePushes } from "@/lib/push/deliver";
import { subscribe as subscribeInCode } from "@/lib/push/service";
import { buildAdmin, buildMember, buildParticipant, buildTrip, TEST_PASSWORD, tokenFor } from "../factories";
import { connectedPair } from "../helpers/connections";
import { type BrowserSubscription } from "../helpers/fake-push";
import { fakePushServiceForFile } from "../helpers/fake-push-for-file";
import { call } from "../helpers/http";

/**
 * A push subscription belongs to the session that made it and ends with it; an inactive member
 * gets no push (docs/api.md §18, docs/security.md "Push").
 */
type Member = Awaited<ReturnType<typeof buildMember>>;

const push = fakePushServiceForFile();

const subscribe = (token: string, browser: Pick<BrowserSubscription, "endpoint" | "keys">) =>
  call(subscriptionsRoute.POST, { token, body: { endpoint: browser.endpoint, keys: browser.keys } });
const send = (who: Member, matchId: number, content: string) =>
  call(messagesRoute.POST, { token: who.token, body: { match_id: matchId, content } });

async function endpointsOf(userId: number): Promise<string[]> {
  const rows = await (await getDb()).select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return rows.map((row) => row.endpoint).sort();
}

/** A member signed in on two browsers (two sessions), each subscribed: [token, browser] per browser. */
async function onTwoBrowsers(member: Member) {
  const browsers = [] as { token: string; browser: BrowserSubscription }[];
  for (const token of [member.token, await tokenFor(member.user)]) {
    const browser = push.subscription();
    expect((await subscribe(token, browser)).status).toBe(201);
    browsers.push({ token, browser });
  }
  return browsers as [(typeof browsers)[0], (typeof browsers)[0]];
}

const sorted = (...endpoints: string[]) => endpoints.sort();

describe("a subscription ends with its session", () => {
  it("POST /auth/logout removes that session's subscription and keeps the other browser's", async () => {
    const member = await buildMember();
    const other = await buildMember();
    const [phone, laptop] = await onTwoBrowsers(member);
    await onTwoBrowsers(other);
    expect((await call(logoutRoute.POST, { method: "POST", token: phone.token })).status).toBe(204);
    expect(await endpointsOf(member.user.id)).toEqual([laptop.browser.endpoint]);
    expect(await endpointsOf(other.user.id)).toHaveLength(2);
  });

  it("POST /auth/logout-all removes all the member's; POST /auth/logout-others all but this session's", async () => {
    const member = await buildMember();
    const other = await buildMember();
    await onTwoBrowsers(other);
    const [, laptop] = await onTwoBrowsers(member);
    await subscribe(await tokenFor(member.user), push.subscription());
    expect(await endpointsOf(member.user.id)).toHaveLength(3);
    expect((await call(logoutOthersRoute.POST, { method: "POST", token: laptop.token })).status).toBe(204);
    expect(await endpointsOf(member.user.id)).toEqual([laptop.browser.endpoint]);
    expect((await call(logoutAllRoute.POST, { method: "POST", token: laptop.token })).status).toBe(204);
    expect(await endpointsOf(member.user.id)).toEqual([]);
    expect(await endpointsOf(other.user.id)).toHaveLength(2);
  });

  it("a password change removes the other sessions' subscriptions and keeps this one's", async () => {
    const member = await buildMember();
    const [here] = await onTwoBrowsers(member);
    const changed = await call(passwordRoute.PUT, {
      method: "PUT",
      token: here.token,
      body: { current_password: TEST_PASSWORD, new_password: "a brand new passphrase 42" },
    });
    expect(changed.status).toBe(204);
    expect(await endpointsOf(member.user.id)).toEqual([here.browser.endpoint]);
  });

  it("ending a session from Settings (DELETE /users/me/sessions/{id}) removes its subscription only", async () => {
    const member = await buildMember();
    const [here] = await onTwoBrowsers(member);
    const listed = (await call(sessionsRoute.GET, { token: here.token })).body as { id: string; current: boolean }[];
    const target = listed.find((session) => !session.current)!;
    expect(
      (await call(sessionRoute.DELETE, { method: "DELETE", token: here.token, params: { id: target.id } })).status,
    ).toBe(204);
    expect(await endpointsOf(member.user.id)).toEqual([here.browser.endpoint]);
  });

  it("an expired session's subscription goes when its row is pruned at the next sign-in", async () => {
    const member = await buildMember();
    const [here, there] = await onTwoBrowsers(member);
    const db = await getDb();
    const [row] = await db
      .select({ sessionId: pushSubscriptions.sessionId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, there.browser.endpoint));
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, row!.sessionId));
    await tokenFor(member.user);
    expect(await endpointsOf(member.user.id)).toEqual([here.browser.endpoint]);
  });

  it("the same browser subscribed from another session moves to it, and outlives the first", async () => {
    const member = await buildMember();
    const browser = push.subscription();
    const first = member.token;
    const second = await tokenFor(member.user);
    await subscribe(first, browser);
    await subscribe(second, browser);
    expect((await call(logoutRoute.POST, { method: "POST", token: first })).status).toBe(204);
    expect(await endpointsOf(member.user.id)).toEqual([browser.endpoint]);
    expect((await call(logoutRoute.POST, { method: "POST", token: second })).status).toBe(204);
    expect(await endpointsOf(member.user.id)).toEqual([]);
  });

  it("a push queued before sign-out is not sent to the signed-out browser", async () => {
    const { a, b, matchId } = await connectedPair();
    const [phone, laptop] = await onTwoBrowsers(b);
    const before = push.received.length;
    expect((await send(a, matchId, "are you there?")).status).toBe(201);
    expect((await call(logoutRoute.POST, { method: "POST", token: phone.token })).status).toBe(204);
    expect(await deliverDuePushes()).toMatchObject({ sent: 1 });
    expect(push.received.slice(before).map((entry) => entry.path)).toEqual([new URL(laptop.browser.endpoint).pathname]);
  });

  it("a caller without a session (an actor made in code) cannot subscribe, and nothing is stored", async () => {
    const member = await buildMember();
    const browser = push.subscription();
    const attempt = subscribeInCode(
      { id: member.user.id, isAdmin: false, user: member.user },
      { endpoint: browser.endpoint, keys: browser.keys },
    );
    await expect(attempt).rejects.toThrow(AppError);
    await expect(attempt).rejects.toMatchObject({ code: "unauthenticated" });
    expect(await endpointsOf(member.user.id)).toEqual([]);
  });
});

describe("an inactive member gets no push", () => {
  it("deactivation removes every subscription of the member, and a push queued before it is not sent", async () => {
    const { a, b, matchId } = await connectedPair();
    await onTwoBrowsers(b);
    const admin = await buildAdmin();
    const before = push.received.length;
    expect((await send(a, matchId, "before the admin acts")).status).toBe(201);
    expect(
      (await call(deactivateRoute.POST, { method: "POST", token: admin.token, params: { id: b.user.id } })).status,
    ).toBe(200);
    expect(await endpointsOf(b.user.id)).toEqual([]);
    await deliverDuePushes();
    expect(push.received.length).toBe(before);
  });

  it("a member made inactive with sessions left (by hand in the database) gets nothing queued and nothing sent", async () => {
    // Trip chat notifies every participant, whatever their account's state.
    const [host, guest] = [await buildMember(), await buildMember()];
    const trip = await buildTrip(host.user, { title: "Porto weekend" });
    await buildParticipant(trip, guest.user, "accepted");
    const [phone, laptop] = await onTwoBrowsers(guest);
    const db = await getDb();
    const before = push.received.length;
    const post = (content: string) =>
      call(tripMessagesRoute.POST, { token: host.token, params: { id: trip.id }, body: { content } });
    // One push is waiting when the member is made inactive; another change comes after.
    expect((await post("queued while active")).status).toBe(201);
    await db.update(users).set({ isActive: false }).where(eq(users.id, guest.user.id));
    expect((await post("while inactive")).status).toBe(201);
    expect(
      (await db.select({ total: count() }).from(pushQueue).where(eq(pushQueue.userId, guest.user.id)))[0]!.total,
    ).toBe(1);
    await deliverDuePushes();
    expect(push.received.length).toBe(before);
    // The subscriptions themselves are kept: the sessions were not ended.
    expect(await endpointsOf(guest.user.id)).toEqual(sorted(phone.browser.endpoint, laptop.browser.endpoint));
  });
});
