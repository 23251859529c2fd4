import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as eventsRoute from "@/app/api/v1/events/route";
import * as messagesRoute from "@/app/api/v1/messages/route";
import * as publicKeyRoute from "@/app/api/v1/push/public-key/route";
import * as subscriptionsRoute from "@/app/api/v1/push/subscriptions/route";
import { getDb } from "@/db/client";
import { appSettings, pushQueue, pushSubscriptions, streamPresence } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { deliverDuePushes } from "@/lib/push/deliver";
import { ENDPOINT_NOT_HTTPS, ENDPOINT_NOT_PUBLIC, MAX_SUBSCRIPTIONS_PER_MEMBER } from "@/lib/push/values";
import { stopListening } from "@/lib/realtime/hub";
import { presenceSettled, stopPresence } from "@/lib/realtime/presence";
import { buildMember, tokenFor } from "../factories";
import { connectedPair } from "../helpers/connections";
import { onPostgres } from "../helpers/database";
import { EventStreamClient, serveRoute } from "../helpers/event-stream";
import { type BrowserSubscription } from "../helpers/fake-push";
import { fakePushServiceForFile } from "../helpers/fake-push-for-file";
import { call } from "../helpers/http";

type Member = Awaited<ReturnType<typeof buildMember>>;

const push = fakePushServiceForFile();
let events: Awaited<ReturnType<typeof serveRoute>>;

beforeAll(async () => {
  events = await serveRoute(eventsRoute.GET);
});

afterAll(async () => {
  await events.close();
  await stopListening();
  stopPresence();
  await presenceSettled();
  delete process.env.PUSH_ALLOW_INSECURE_ENDPOINTS;
  resetEnvCache();
});

const subscribe = (who: Member, browser: Pick<BrowserSubscription, "endpoint" | "keys">) =>
  call(subscriptionsRoute.POST, { token: who.token, body: { endpoint: browser.endpoint, keys: browser.keys } });
const unsubscribe = (who: Member, endpoint: string) =>
  call(subscriptionsRoute.DELETE, { method: "DELETE", token: who.token, body: { endpoint } });
const send = (who: Member, matchId: number, content: string) =>
  call(messagesRoute.POST, { token: who.token, body: { match_id: matchId, content } });

/** The same member signed in again: another browser, another session. */
const elsewhere = async (who: Member): Promise<Member> => ({ ...who, token: await tokenFor(who.user) });

async function subscriptionsOf(userId: number) {
  const db = await getDb();
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

describe("GET /push/public-key (docs/api.md §18)", () => {
  it("is 401 without a session", async () => {
    expect((await call(publicKeyRoute.GET)).status).toBe(401);
  });

  it("answers the same generated P-256 key every time, stored for every process", async () => {
    const member = await buildMember();
    const first = await call(publicKeyRoute.GET, { token: member.token });
    expect(first.status).toBe(200);
    const raw = Buffer.from(first.body.public_key, "base64url");
    expect(raw).toHaveLength(65);
    expect(raw[0]).toBe(4);
    expect((await call(publicKeyRoute.GET, { token: member.token })).body.public_key).toBe(first.body.public_key);
    const [stored] = await (await getDb()).select().from(appSettings).where(eq(appSettings.key, "vapid_keys"));
    expect((stored!.value as { publicKey: string }).publicKey).toBe(first.body.public_key);
  });

  it("answers VAPID_PUBLIC_KEY when the keys are configured", async () => {
    vi.stubEnv(
      "VAPID_PUBLIC_KEY",
      "BDd3_hVL9fZi9Ybo2UUzA284WG5FZR30_95YeZJsiApwXKpNcF1rRPF3foIiBHXRdJI2Qhumhf6_LFTeZaNndIo",
    );
    vi.stubEnv("VAPID_PRIVATE_KEY", "xKZKYRNdFFn8iQIF2MH54KTfUHwH105zBdzMR7SI3xI");
    resetEnvCache();
    try {
      const member = await buildMember();
      expect((await call(publicKeyRoute.GET, { token: member.token })).body.public_key).toBe(
        "BDd3_hVL9fZi9Ybo2UUzA284WG5FZR30_95YeZJsiApwXKpNcF1rRPF3foIiBHXRdJI2Qhumhf6_LFTeZaNndIo",
      );
    } finally {
      vi.unstubAllEnvs();
      resetEnvCache();
    }
  });
});

describe("POST and DELETE /push/subscriptions", () => {
  it("stores the caller's subscription (201); the same endpoint again moves it to the new caller", async () => {
    const [a, b] = [await buildMember(), await buildMember()];
    const browser = push.subscription();
    const created = await subscribe(a, browser);
    expect(created.status).toBe(201);
    expect(created.body.endpoint).toBe(browser.endpoint);
    expect(await subscriptionsOf(a.user.id)).toHaveLength(1);
    expect((await subscribe(a, browser)).status).toBe(201);
    expect(await subscriptionsOf(a.user.id)).toHaveLength(1);
    expect((await subscribe(b, browser)).status).toBe(201);
    expect(await subscriptionsOf(a.user.id)).toHaveLength(0);
    expect((await subscriptionsOf(b.user.id)).map((row) => row.endpoint)).toEqual([browser.endpoint]);
  });

  it(`keeps one per session and at most ${MAX_SUBSCRIPTIONS_PER_MEMBER} per member: a new one drops the oldest`, async () => {
    const member = await buildMember();
    const [first, replacement] = [push.subscription(), push.subscription()];
    await subscribe(member, first);
    expect((await subscribe(member, replacement)).status).toBe(201);
    expect((await subscriptionsOf(member.user.id)).map((row) => row.endpoint)).toEqual([replacement.endpoint]);

    const browsers = Array.from({ length: MAX_SUBSCRIPTIONS_PER_MEMBER + 2 }, () => push.subscription());
    for (const browser of browsers) expect((await subscribe(await elsewhere(member), browser)).status).toBe(201);
    const kept = (await subscriptionsOf(member.user.id)).map((row) => row.endpoint).sort();
    expect(kept).toEqual(
      browsers
        .slice(2)
        .map((browser) => browser.endpoint)
        .sort(),
    );
  });

  it("is 422 for what is not a browser's subscription, and stores nothing", async () => {
    const member = await buildMember();
    const good = push.subscription();
    const cases: [unknown, string][] = [
      [{ endpoint: "not a url", keys: good.keys }, "endpoint"],
      [{ endpoint: "ftp://push.example.com/x", keys: good.keys }, "endpoint"],
      [{ endpoint: `${push.origin}/${"x".repeat(1100)}`, keys: good.keys }, "endpoint"],
      [{ endpoint: good.endpoint }, "keys"],
      [{ endpoint: good.endpoint, keys: { p256dh: good.keys.p256dh } }, "keys.auth"],
      [
        { endpoint: good.endpoint, keys: { ...good.keys, p256dh: Buffer.alloc(65, 7).toString("base64url") } },
        "keys.p256dh",
      ],
      [{ endpoint: good.endpoint, keys: { ...good.keys, p256dh: "***" } }, "keys.p256dh"],
      [{ endpoint: good.endpoint, keys: { ...good.keys, auth: Buffer.alloc(8).toString("base64url") } }, "keys.auth"],
    ];
    for (const [body, field] of cases) {
      const answer = await call(subscriptionsRoute.POST, { token: member.token, body });
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(answer.body.errors.map((error: { field: string }) => error.field)).toContain(field);
    }
    expect(await subscriptionsOf(member.user.id)).toHaveLength(0);
  });

  it("deletes only the caller's own (204); another member's endpoint is 404 and stays", async () => {
    const [a, b] = [await buildMember(), await buildMember()];
    const browser = push.subscription();
    await subscribe(a, browser);
    expect((await unsubscribe(b, browser.endpoint)).status).toBe(404);
    expect(await subscriptionsOf(a.user.id)).toHaveLength(1);
    expect((await unsubscribe(a, browser.endpoint)).status).toBe(204);
    expect(await subscriptionsOf(a.user.id)).toHaveLength(0);
    expect((await unsubscribe(a, browser.endpoint)).status).toBe(404);
  });

  it("in production accepts only public https endpoints, whatever PUSH_ALLOW_INSECURE_ENDPOINTS says", async () => {
    vi.stubEnv("NODE_ENV", "production");
    resetEnvCache();
    try {
      const member = await buildMember();
      const keys = push.subscription().keys;
      const refused: [string, string][] = [
        [push.subscription().endpoint, ENDPOINT_NOT_HTTPS],
        ["https://127.0.0.1/push/1", ENDPOINT_NOT_PUBLIC],
        ["https://[::1]/push/1", ENDPOINT_NOT_PUBLIC],
        ["https://10.1.2.3/push/1", ENDPOINT_NOT_PUBLIC],
        ["https://169.254.169.254/latest/meta-data", ENDPOINT_NOT_PUBLIC],
        ["https://localhost/push/1", ENDPOINT_NOT_PUBLIC],
        ["https://metadata/push/1", ENDPOINT_NOT_PUBLIC],
        ["https://user:pw@push.example.com/push/1", ENDPOINT_NOT_PUBLIC],
      ];
      for (const [endpoint, detail] of refused) {
        const answer = await call(subscriptionsRoute.POST, { token: member.token, body: { endpoint, keys } });
        expect(answer.status, endpoint).toBe(422);
        expect(answer.body.errors[0].message).toBe(detail);
      }
      expect(await subscriptionsOf(member.user.id)).toHaveLength(0);
      const fcm = await call(subscriptionsRoute.POST, {
        token: member.token,
        body: { endpoint: "https://fcm.googleapis.com/fcm/send/abc:def", keys },
      });
      expect(fcm.status).toBe(201);
    } finally {
      vi.unstubAllEnvs();
      resetEnvCache();
    }
  });

  it.runIf(onPostgres())("holds the cap under concurrent subscribes (PostgreSQL)", async () => {
    const member = await buildMember();
    const sessions = await Promise.all(
      Array.from({ length: MAX_SUBSCRIPTIONS_PER_MEMBER + 6 }, () => elsewhere(member)),
    );
    const answers = await Promise.all(sessions.map((session) => subscribe(session, push.subscription())));
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    expect(await subscriptionsOf(member.user.id)).toHaveLength(MAX_SUBSCRIPTIONS_PER_MEMBER);
  });
});

describe("sending (docs/decisions/018-web-push.md)", () => {
  it("pushes a new message's notification, signed (VAPID) and encrypted, to every subscription of the recipient", async () => {
    const { a, b, matchId } = await connectedPair();
    const [phone, laptop] = [push.subscription(), push.subscription()];
    await subscribe(b, phone);
    await subscribe(await elsewhere(b), laptop);
    const key = (await call(publicKeyRoute.GET, { token: b.token })).body.public_key;
    const before = push.received.length;
    expect((await send(a, matchId, "a secret plan for Lisbon")).status).toBe(201);
    const totals = await deliverDuePushes();
    expect(totals).toMatchObject({ sent: 2, failed: 0 });
    expect(push.failures).toEqual([]);
    const got = push.received.slice(before);
    expect(got.map((entry) => entry.path).sort()).toEqual(
      [new URL(phone.endpoint).pathname, new URL(laptop.endpoint).pathname].sort(),
    );
    for (const entry of got) {
      expect(entry.vapid.publicKey).toBe(key);
      expect(entry.vapid.claims.aud).toBe(push.origin);
      expect(entry.payload).toEqual({
        title: "New message",
        body: `${a.user.name} sent you a message`,
        url: `/app/messages/${matchId}`,
        tag: `message-${matchId}`,
      });
      expect(JSON.stringify(entry.payload)).not.toContain("Lisbon");
    }
    // The sender has no subscription; nothing is left queued.
    expect((await (await getDb()).select({ total: count() }).from(pushQueue))[0]!.total).toBe(0);
  });

  it("drops a subscription the push service answers 410 (or 404) for, and keeps the others", async () => {
    const { a, b, matchId } = await connectedPair();
    const [gone, missing, live] = [push.subscription(), push.subscription(), push.subscription()];
    for (const browser of [gone, missing, live]) await subscribe(await elsewhere(b), browser);
    push.answers.set(new URL(gone.endpoint).pathname, 410);
    push.answers.set(new URL(missing.endpoint).pathname, 404);
    await send(a, matchId, "hello");
    expect(await deliverDuePushes()).toMatchObject({ sent: 1, dropped: 2 });
    expect((await subscriptionsOf(b.user.id)).map((row) => row.endpoint)).toEqual([live.endpoint]);
  });

  it("keeps a subscription through a failure that may pass (500), after one retry", async () => {
    const { a, b, matchId } = await connectedPair();
    const flaky = push.subscription();
    await subscribe(b, flaky);
    push.answers.set(new URL(flaky.endpoint).pathname, 500);
    const before = push.received.length;
    await send(a, matchId, "hello");
    expect(await deliverDuePushes()).toMatchObject({ failed: 1 });
    expect(push.received.length - before).toBe(2);
    expect(await subscriptionsOf(b.user.id)).toHaveLength(1);
  });

  it("sends nothing to a member with an open event stream; again once it is closed", async () => {
    const { a, b, matchId } = await connectedPair();
    const browser = push.subscription();
    await subscribe(b, browser);
    const stream = await EventStreamClient.open(events.url, { token: b.token });
    await stream.until(
      () => stream.frames.some((frame) => frame.comments.includes("connected")),
      5_000,
      "the opening comment",
    );
    await presenceSettled();
    const db = await getDb();
    expect(await db.select().from(streamPresence).where(eq(streamPresence.userId, b.user.id))).toHaveLength(1);

    const before = push.received.length;
    await send(a, matchId, "while connected");
    await stream.until(
      () => stream.frames.some((frame) => frame.event === "notification"),
      5_000,
      "the live notification",
    );
    expect(await deliverDuePushes()).toMatchObject({ sent: 0 });
    expect(push.received.length).toBe(before);

    stream.close();
    await vi.waitFor(async () => {
      await presenceSettled();
      expect(await db.select().from(streamPresence).where(eq(streamPresence.userId, b.user.id))).toHaveLength(0);
    });
    await send(a, matchId, "after closing");
    expect(await deliverDuePushes()).toMatchObject({ sent: 1 });
    expect(push.received.length).toBe(before + 1);
  });

  it("queues nothing for a member without subscriptions", async () => {
    const { a, matchId } = await connectedPair();
    await send(a, matchId, "nobody subscribed");
    expect((await (await getDb()).select({ total: count() }).from(pushQueue))[0]!.total).toBe(0);
  });
});
