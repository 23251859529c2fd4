import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { request as playwrightRequest, test, expect, type APIRequestContext } from "@playwright/test";
import { EventStreamClient } from "../helpers/sse-client";
import { BASE_URL, newAccount, registerMember } from "./fixtures";

// The live event stream through the production server (docs/api.md §17): Next's route handler
// and scripts/server.mjs must pass each event on as it happens, never buffered. No browser here.

type Member = { id: number; token: string };

async function member(request: APIRequestContext, label: string): Promise<Member> {
  const account = newAccount(label);
  const id = await registerMember(request, account);
  const login = await request.post("/api/v1/auth/login/json", {
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(200);
  return { id, token: ((await login.json()) as { access_token: string }).access_token };
}

const bearer = (who: Member) => ({ Authorization: `Bearer ${who.token}` });

/** Two members who are friends, with their conversation open; returns its id. */
async function friends(request: APIRequestContext, a: Member, b: Member): Promise<number> {
  const asked = await request.post("/api/v1/pairings", {
    data: { target_user_id: b.id, action: "friend" },
    headers: bearer(a),
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const pairingId = ((await asked.json()) as { id: number }).id;
  const answered = await request.post(`/api/v1/pairings/${pairingId}/respond`, {
    data: { response_type: "befriend" },
    headers: bearer(b),
  });
  expect(answered.status(), await answered.text()).toBe(200);
  const opened = await request.post(`/api/v1/matches/from-pairing/${pairingId}`, { headers: bearer(a) });
  expect(opened.status(), await opened.text()).toBe(201);
  return ((await opened.json()) as { id: number }).id;
}

async function send(request: APIRequestContext, from: Member, matchId: number, content: string) {
  const response = await request.post("/api/v1/messages", {
    data: { match_id: matchId, content },
    headers: bearer(from),
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

test("the production server streams an event the moment it happens", async ({ request }) => {
  const [a, b] = [await member(request, "Streamer"), await member(request, "Listener")];
  const matchId = await friends(request, a, b);
  const stream = await EventStreamClient.open(BASE_URL, { token: b.token });
  try {
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(stream.headers.get("cache-control")).toBe("no-cache, no-transform");
    // fetch asks for gzip; no-transform keeps Next's compression (which would hold events back) off.
    expect(stream.headers.get("content-encoding")).toBeNull();
    await stream.until(
      () => stream.frames.some((frame) => frame.comments.includes("connected")),
      5_000,
      "the opening comment",
    );
    const started = Date.now();
    const sent = await send(request, a, matchId, "Live, not polled");
    const event = await stream.next("message", 0, 2_000);
    expect(event.data).toEqual({ match_id: matchId, message: sent });
    expect(Date.now() - started).toBeLessThan(2_000);
  } finally {
    stream.close();
  }
});

// Two production server processes on one PostgreSQL (the machine's, as CI runs it): a change made
// through one reaches a stream held on the other, and so does the end of a session.
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

test.describe("two server processes on one PostgreSQL", () => {
  test.describe.configure({ timeout: 240_000 });
  const servers: ChildProcess[] = [];
  const logs: string[] = [];
  let databaseName: string | undefined;
  let admin: ReturnType<typeof postgres> | undefined;

  test.beforeAll(async () => {
    admin = postgres(POSTGRES_URL, { max: 1, connect_timeout: 3, onnotice: () => {} });
    try {
      await admin`select 1`;
    } catch {
      test.skip(true, `No PostgreSQL at ${POSTGRES_URL}`);
    }
    databaseName = `overlap_e2e_realtime_${randomBytes(4).toString("hex")}`;
    await admin.unsafe(`create database ${databaseName}`);
  });

  test.afterAll(async () => {
    for (const server of servers) server.kill("SIGTERM");
    await Promise.all(
      servers.map(
        (server) => new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once("exit", resolve))),
      ),
    );
    if (databaseName) await admin?.unsafe(`drop database if exists ${databaseName} with (force)`);
    await admin?.end();
  });

  test("a message sent through one reaches a stream held on the other; a logout through one closes it", async () => {
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${databaseName}`;
    // One after the other: the first migrates and loads the cities, the second finds them there.
    const first = await startServer(url.toString(), servers, logs);
    const second = await startServer(url.toString(), servers, logs);

    const one = await playwrightRequest.newContext({ baseURL: first });
    const two = await playwrightRequest.newContext({ baseURL: second });
    try {
      const [a, b] = [await member(one, "Sender"), await member(one, "Receiver")];
      const matchId = await friends(one, a, b);
      const onTwo = await EventStreamClient.open(second, { token: b.token });
      const onOne = await EventStreamClient.open(first, { token: a.token });
      try {
        expect(onTwo.status).toBe(200);
        await onTwo.until(
          () => onTwo.frames.some((frame) => frame.comments.includes("connected")),
          5_000,
          "the opening comment",
        );
        await onOne.until(
          () => onOne.frames.some((frame) => frame.comments.includes("connected")),
          5_000,
          "the opening comment",
        );

        const started = Date.now();
        const sent = await send(one, a, matchId, "From process one");
        expect((await onTwo.next("message", 0, 2_000)).data).toEqual({ match_id: matchId, message: sent });
        expect(Date.now() - started).toBeLessThan(2_000);
        // Their friend request and this message.
        expect((await onTwo.next("unread", 0, 2_000)).data).toEqual({ messages: 1, notifications: 2 });

        // And back: read through process two, seen on process one.
        const read = await two.put(`/api/v1/messages/${sent.id}/read`, { headers: bearer(b) });
        expect(read.status()).toBe(204);
        expect((await onOne.next("message_read", 0, 2_000)).data).toEqual({ match_id: matchId, message_id: sent.id });

        // The session ends through process one: its stream on process two closes at once.
        expect((await one.post("/api/v1/auth/logout", { headers: bearer(b) })).status()).toBe(204);
        await onTwo.closedWithin(2_000);
      } finally {
        onTwo.close();
        onOne.close();
      }
    } finally {
      await one.dispose();
      await two.dispose();
    }
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** `npm start` (scripts/server.mjs) on a free port with DATABASE_URL; resolves with its address once healthy. */
async function startServer(databaseUrl: string, servers: ChildProcess[], logs: string[]): Promise<string> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["scripts/server.mjs", "-p", String(port), "-H", "127.0.0.1"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: "e2e-secret-not-for-production-3f9c1b7a",
      NEXTAUTH_URL: base,
      ADMIN_EMAIL: "admin@e2e.test",
      ADMIN_PASSWORD: "e2e-admin-password",
      SEED_DEMO_DATA: "false",
      RATE_LIMIT_SAFELIST: "127.0.0.1,::1",
      SMTP_URL: "",
      MAIL_OUTBOX_DIR: ".data/e2e-realtime/outbox",
      UPLOADS_DIR: ".data/e2e-realtime/uploads",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  servers.push(server);
  server.stdout!.on("data", (chunk) => logs.push(String(chunk)));
  server.stderr!.on("data", (chunk) => logs.push(String(chunk)));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server on ${base} exited: ${logs.join("")}`);
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return base;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server on ${base} did not become healthy: ${logs.join("")}`);
}
