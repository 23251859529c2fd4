import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as messagesRoute from "@/app/api/v1/messages/route";
import * as subscriptionsRoute from "@/app/api/v1/push/subscriptions/route";
import { getDb } from "@/db/client";
import { pushQueue, pushSubscriptions } from "@/db/schema";
import { deliverDuePushes } from "@/lib/push/deliver";
import { PUSH_BATCH, PUSH_LIMITS, PUSH_MAX_FAILURES, MAX_SUBSCRIPTIONS_PER_MEMBER } from "@/lib/push/values";
import { buildMember, tokenFor } from "../factories";
import { connect } from "../helpers/connections";
import { type BrowserSubscription } from "../helpers/fake-push";
import { fakePushServiceForFile } from "../helpers/fake-push-for-file";
import { call } from "../helpers/http";

/**
 * One member cannot stall everyone's push (docs/security.md, "Push"): endpoints that accept the
 * connection and never answer ("black holes") cost a short time-out, are not tried again, hold at
 * most the per-member share of the send slots, and are dropped after PUSH_MAX_FAILURES in a row.
 * The time-outs are shortened here (the mechanism is the same) so the dropping takes seconds.
 */
type Member = Awaited<ReturnType<typeof buildMember>>;

const SHORT = { sendTimeoutMs: 400, connectTimeoutMs: 400, retryDelayMs: 50 };

const push = fakePushServiceForFile();

const send = (who: Member, matchId: number, content: string) =>
  call(messagesRoute.POST, { token: who.token, body: { match_id: matchId, content } });

/** Subscribes `browser` from a new session of `who` (a subscription per session). */
async function subscribeElsewhere(who: Member, browser: Pick<BrowserSubscription, "endpoint" | "keys">) {
  const answer = await call(subscriptionsRoute.POST, {
    token: await tokenFor(who.user),
    body: { endpoint: browser.endpoint, keys: browser.keys },
  });
  expect(answer.status).toBe(201);
}

async function subscriptionsOf(userId: number) {
  return (await getDb()).select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** A member whose ten browsers are black holes, a member with one good browser, and someone who writes to both. */
async function blackHoleScene() {
  const [writer, victim, bystander] = [await buildMember(), await buildMember(), await buildMember()];
  const holes = Array.from({ length: MAX_SUBSCRIPTIONS_PER_MEMBER }, () => push.blackHole());
  for (const hole of holes) await subscribeElsewhere(victim, hole);
  const good = push.subscription();
  await subscribeElsewhere(bystander, good);
  const toVictim = (await connect(writer, victim)).matchId;
  const toBystander = (await connect(writer, bystander)).matchId;
  return { writer, victim, bystander, holes, good, toVictim, toBystander };
}

/** When the first push reached `browser`, in ms after `since`; undefined if none has. */
function arrivalAfter(browser: BrowserSubscription, since: number): number | undefined {
  const path = new URL(browser.endpoint).pathname;
  const entry = push.received.find((received) => received.path === path && received.at >= since);
  return entry ? entry.at - since : undefined;
}

const now = () => performance.timeOrigin + performance.now();

describe("black-hole endpoints (docs/security.md, Push)", () => {
  it("do not hold up another member's push; each time-out is tried once; the tenth holds no more than its share", async () => {
    const scene = await blackHoleScene();
    // The victim's pushes are queued first: in a queue served in order they would stand in front.
    for (const text of ["one", "two", "three"])
      expect((await send(scene.writer, scene.toVictim, text)).status).toBe(201);
    expect((await send(scene.writer, scene.toBystander, "hello")).status).toBe(201);

    const started = now();
    const run = deliverDuePushes(SHORT);
    await expect.poll(() => arrivalAfter(scene.good, started), { timeout: 5_000, interval: 20 }).toBeDefined();
    // Well under one time-out: it did not wait for any black hole.
    expect(arrivalAfter(scene.good, started)!).toBeLessThan(SHORT.sendTimeoutMs);
    // Meanwhile at most the per-member share of the slots went to the black holes.
    expect(
      push.requests.filter(
        (request) => request.at >= started && scene.holes.some((hole) => hole.endpoint.endsWith(request.path)),
      ).length,
    ).toBeLessThanOrEqual(PUSH_LIMITS.perMember);

    const totals = await run;
    // Three pushes to ten black holes: each endpoint got exactly one request per push (no retry
    // after a time-out) and was dropped at the third failure in a row.
    for (const hole of scene.holes) expect(push.requestsTo(hole)).toBe(PUSH_MAX_FAILURES);
    expect(await subscriptionsOf(scene.victim.user.id)).toEqual([]);
    expect(totals).toMatchObject({ sent: 1, dropped: MAX_SUBSCRIPTIONS_PER_MEMBER });
    expect((await subscriptionsOf(scene.bystander.user.id))[0]!.failures).toBe(0);
  }, 30_000);

  it("a member's backlog of queued pushes does not stand in front of another member's rows", async () => {
    const scene = await blackHoleScene();
    const db = await getDb();
    // More than one batch of the victim's pushes waiting, then one for the bystander.
    const payload = { title: "New message", body: "someone wrote", url: "/app/messages", tag: "backlog" };
    await db
      .insert(pushQueue)
      .values(Array.from({ length: PUSH_BATCH + 50 }, () => ({ userId: scene.victim.user.id, payload })));
    expect((await send(scene.writer, scene.toBystander, "still there?")).status).toBe(201);

    const started = now();
    const run = deliverDuePushes(SHORT);
    await expect.poll(() => arrivalAfter(scene.good, started), { timeout: 5_000, interval: 20 }).toBeDefined();
    expect(arrivalAfter(scene.good, started)!).toBeLessThan(SHORT.sendTimeoutMs);
    const totals = await run;
    // The black holes cost PUSH_MAX_FAILURES time-outs each, whatever the backlog; the rest found them gone.
    for (const hole of scene.holes) expect(push.requestsTo(hole)).toBe(PUSH_MAX_FAILURES);
    expect(totals).toMatchObject({ sent: 1, dropped: MAX_SUBSCRIPTIONS_PER_MEMBER });
    expect(await db.select().from(pushQueue)).toEqual([]);
  }, 30_000);

  it("a push queued while black holes hang is sent without waiting for them", async () => {
    const scene = await blackHoleScene();
    expect((await send(scene.writer, scene.toVictim, "one")).status).toBe(201);
    const run = deliverDuePushes(SHORT);
    // The run is busy with the black holes when the bystander's push is queued.
    await expect
      .poll(
        () =>
          push.requests.filter((request) => scene.holes.some((hole) => hole.endpoint.endsWith(request.path))).length,
      )
      .toBeGreaterThan(0);
    const queued = now();
    expect((await send(scene.writer, scene.toBystander, "now")).status).toBe(201);
    await expect.poll(() => arrivalAfter(scene.good, queued), { timeout: 5_000, interval: 20 }).toBeDefined();
    expect(arrivalAfter(scene.good, queued)!).toBeLessThan(SHORT.sendTimeoutMs);
    await run;
  }, 30_000);
});

describe("failures in a row", () => {
  it("a 5xx is tried once more; PUSH_MAX_FAILURES such pushes in a row drop the subscription, a success in between starts again", async () => {
    const [writer, reader] = [await buildMember(), await buildMember()];
    const flaky = push.subscription();
    await subscribeElsewhere(reader, flaky);
    const { matchId } = await connect(writer, reader);
    const path = new URL(flaky.endpoint).pathname;
    const failures = async () => (await subscriptionsOf(reader.user.id))[0]?.failures;

    push.answers.set(path, 503);
    await send(writer, matchId, "1");
    expect(await deliverDuePushes(SHORT)).toMatchObject({ failed: 1 });
    expect(push.requestsTo(flaky)).toBe(2);
    expect(await failures()).toBe(1);

    push.answers.delete(path);
    await send(writer, matchId, "2");
    expect(await deliverDuePushes(SHORT)).toMatchObject({ sent: 1 });
    expect(await failures()).toBe(0);

    push.answers.set(path, 500);
    for (let round = 1; round <= PUSH_MAX_FAILURES; round++) {
      await send(writer, matchId, `again ${round}`);
      await deliverDuePushes(SHORT);
    }
    expect(await subscriptionsOf(reader.user.id)).toEqual([]);
  }, 30_000);

  it("a 429 is the push service pacing us: it does not count against the subscription", async () => {
    const [writer, reader] = [await buildMember(), await buildMember()];
    const paced = push.subscription();
    await subscribeElsewhere(reader, paced);
    const { matchId } = await connect(writer, reader);
    push.answers.set(new URL(paced.endpoint).pathname, 429);
    await send(writer, matchId, "1");
    expect(await deliverDuePushes(SHORT)).toMatchObject({ failed: 1 });
    expect(push.requestsTo(paced)).toBe(2);
    expect((await subscriptionsOf(reader.user.id))[0]!.failures).toBe(0);
  }, 15_000);
});
