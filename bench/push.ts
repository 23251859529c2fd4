// `npm run bench -- --case push`: browser push while one member's ten endpoints are black holes
// (they take the connection and never answer). `members` members with one good browser each get
// pushes at `rate` a second, each for a random one of them, for `seconds`; with black holes, the
// victim gets one push a second too. Pushes go through the real queue and the real in-process
// worker (woken as a change would wake it, with the server's time-outs and slots), to a fake push
// service on loopback that decrypts each. Prints the others' delivery latency (queued -> received)
// with and without the black holes. In-memory PGlite; no server, no PostgreSQL.
import { randomBytes } from "node:crypto";
import { openDatabase, setDatabase, type Database } from "@/db/client";
import { eq } from "drizzle-orm";
import { pushQueue, pushSubscriptions, users } from "@/db/schema";
import { resetEnvCache } from "@/lib/env";
import { deliverDuePushes } from "@/lib/push/deliver";
import { subscribe } from "@/lib/push/service";
import { MAX_SUBSCRIPTIONS_PER_MEMBER, PUSH_LIMITS } from "@/lib/push/values";
import { startPushWorker, stopPushWorker, wakePushWorker } from "@/lib/push/worker";
import { openSession } from "@/lib/sessions/service";
import { startFakePushService, type BrowserSubscription } from "../tests/helpers/fake-push";
import { percentile } from "./measure";

type Options = { members: number; rate: number; seconds: number };

export async function pushCase(options: Options): Promise<void> {
  process.env.PUSH_ALLOW_INSECURE_ENDPOINTS = "true";
  resetEnvCache();
  const rows: string[][] = [["scenario", "pushes", "received", "p50 ms", "p95 ms", "max ms", "black-hole requests"]];
  for (const blackHoles of [false, true]) rows.push(await scenario(options, blackHoles));
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  console.log(
    `\npush: ${options.members} members with one good browser, ${options.rate} pushes/s for ${options.seconds} s; ` +
      `slots ${PUSH_LIMITS.concurrency}, ${PUSH_LIMITS.perMember} per member, send time-out ${PUSH_LIMITS.sendTimeoutMs} ms`,
  );
  for (const row of rows)
    console.log(
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join("  "),
    );
  console.log("latency: the others' pushes, from the queue row's commit to the fake push service decrypting it.");
}

async function scenario({ members, rate, seconds }: Options, withBlackHoles: boolean): Promise<string[]> {
  const handle = await openDatabase({ kind: "pglite" });
  setDatabase(handle);
  const push = await startFakePushService();
  let victim: number | undefined;
  try {
    const db = handle.db;
    const others: number[] = [];
    for (let i = 0; i < members; i++) others.push(await member(db, [push.subscription()]));
    const holes = withBlackHoles ? Array.from({ length: MAX_SUBSCRIPTIONS_PER_MEMBER }, () => push.blackHole()) : [];
    if (withBlackHoles) victim = await member(db, holes);

    startPushWorker(() => deliverDuePushes());
    const queuedAt = new Map<string, number>();
    const started = performance.now();
    let sent = 0;
    let victimSent = 0;
    while (performance.now() - started < seconds * 1000) {
      const tag = `bench-${sent}`;
      await queue(db, others[Math.floor(Math.random() * others.length)]!, tag);
      queuedAt.set(tag, performance.timeOrigin + performance.now());
      sent += 1;
      if (victim !== undefined && (performance.now() - started) / 1000 >= victimSent) {
        await queue(db, victim, `victim-${victimSent++}`);
      }
      wakePushWorker();
      const due = started + (sent / rate) * 1000;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    }
    // The stragglers: a few seconds past the last push (a send's time-out and then some).
    const deadline = performance.now() + PUSH_LIMITS.sendTimeoutMs * 2;
    const latencies = () =>
      push.received.flatMap((entry) => {
        const at = queuedAt.get((entry.payload as { tag: string }).tag);
        return at === undefined ? [] : [entry.at - at];
      });
    while (latencies().length < sent && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const got = latencies();
    const holeRequests = push.requests.filter((request) =>
      holes.some((hole) => hole.endpoint.endsWith(request.path)),
    ).length;
    return [
      withBlackHoles ? `with ${holes.length} black holes` : "without black holes",
      String(sent),
      String(got.length),
      percentile(got, 0.5).toFixed(0),
      percentile(got, 0.95).toFixed(0),
      percentile(got, 1).toFixed(0),
      String(holeRequests),
    ];
  } finally {
    stopPushWorker();
    // The run in progress ends once its sends have: the black holes' within a send's time-out, the
    // rest finding their subscription gone. Its queries need the database until then.
    await handle.db.delete(pushQueue);
    if (victim !== undefined) await handle.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, victim));
    await new Promise((resolve) => setTimeout(resolve, PUSH_LIMITS.sendTimeoutMs + 1_000));
    await push.close();
    setDatabase(undefined);
    await handle.close();
  }
}

/**
 * A member signed in once per browser, each browser subscribed through the service as POST /push/subscriptions does.
 */
async function member(db: Database, browsers: BrowserSubscription[]): Promise<number> {
  const [user] = await db
    .insert(users)
    .values({
      email: `push-${randomBytes(6).toString("hex")}@example.com`,
      passwordHash: "x",
      name: "Push Member",
      age: 30,
      isActive: true,
    })
    .returning();
  for (const browser of browsers) {
    const sessionId = await openSession(db, user!.id, "bearer", "bench");
    await subscribe(
      { id: user!.id, isAdmin: false, user: user!, sessionId },
      { endpoint: browser.endpoint, keys: browser.keys },
    );
  }
  return user!.id;
}

function queue(db: Database, userId: number, tag: string) {
  return db.insert(pushQueue).values({
    userId,
    payload: { title: "New message", body: "Someone sent you a message", url: "/app/messages", tag },
  });
}
