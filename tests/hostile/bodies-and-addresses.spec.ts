import net from "node:net";
import { expect, test } from "@playwright/test";
import { BASE_URL, clearOfWindowEnd } from "../e2e/fixtures";
import { send, spaces } from "./raw-http";

// Hostile senders against the real production server (docs/security.md). Each case asserts the
// answer, that it came fast, and that other clients were served meanwhile.
const MB = 1024 * 1024;
/** A loopback address no earlier run has used (rate-limit buckets outlive a test). */
const freshLoopback = () =>
  `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${2 + Math.floor(Math.random() * 250)}`;

/** Fires `attack`, and while it runs asks for /api/v1/health; both answers, with their times. */
async function whileUnderAttack<T>(attack: () => Promise<T>) {
  const attackDone = attack();
  await new Promise((ok) => setTimeout(ok, 150));
  const health = await send({ path: "/api/v1/health" });
  return { attack: await attackDone, health };
}

test.describe("request bodies", () => {
  for (const declared of [true, false]) {
    test(`200 MB of JSON to the sign-in route (${declared ? "Content-Length" : "chunked"}) is refused at once`, async () => {
      const { attack, health } = await whileUnderAttack(() =>
        send({
          path: "/api/v1/auth/login/json",
          headers: { "content-type": "application/json", ...(declared ? { "content-length": String(200 * MB) } : {}) },
          body: spaces(200 * MB),
        }),
      );
      if (declared) {
        expect(attack.status).toBe(413);
        expect(JSON.parse(attack.text)).toEqual({ detail: "Request body too large" });
      } else {
        // Refused after the first megabyte: the 413, or (when the server hangs up first) a cut
        // connection; never the whole body read.
        expect([413, 0]).toContain(attack.status);
      }
      expect(attack.ms).toBeLessThan(5_000);
      expect(health.status).toBe(200);
      expect(health.ms).toBeLessThan(1_000);
    });
  }

  test("three 200 MB bodies at once, then the server still answers", async () => {
    const attacks = await Promise.all(
      [0, 1, 2].map(() =>
        send({
          path: "/api/v1/auth/login/json",
          headers: { "content-type": "application/json" },
          body: spaces(200 * MB),
        }),
      ),
    );
    for (const attack of attacks) expect([413, 0]).toContain(attack.status);
    const health = await send({ path: "/api/v1/health" });
    expect(health.status).toBe(200);
  });

  test("the pages, their forms and next-auth's sign-out take no body of unstated or large length", async () => {
    for (const path of ["/login", "/register", "/api/auth/signout"]) {
      const chunked = await send({
        path,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: spaces(50 * MB),
      });
      expect(chunked.status, path).toBe(411);
      const large = await send({
        path,
        headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(50 * MB) },
        body: spaces(50 * MB),
      });
      expect(large.status, path).toBe(413);
    }
  });

  test("an upload bigger than its limit is refused while it streams", async () => {
    const attack = await send({
      path: "/api/v1/calendar/ics",
      headers: { "content-type": "multipart/form-data; boundary=x", authorization: "Bearer not-a-token" },
      body: spaces(100 * MB),
    });
    // refused before the body matters: no credentials here, and never a read of 100 MB
    expect([401, 413]).toContain(attack.status);
    expect(attack.ms).toBeLessThan(5_000);
  });

  // A body that arrives after its answer (a 401 from the headers alone) is read and dropped, and the
  // connection stays: the server used to cut every such connection a second later, failing whatever
  // request the client had sent on it since.
  test("a connection whose body came after its answer keeps serving the requests sent on it", async () => {
    const { port, hostname } = new URL(BASE_URL);
    const socket = net.connect(Number(port), hostname === "localhost" ? "127.0.0.1" : hostname);
    let received = "";
    socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    const answers = () => received.match(/^HTTP\/1\.1 \d{3}/gm) ?? [];
    const until = async (check: () => boolean) => {
      for (let waited = 0; !check() && waited < 5_000; waited += 20) await new Promise((ok) => setTimeout(ok, 20));
    };
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    socket.write(
      `POST /api/v1/travel-plans HTTP/1.1\r\nHost: ${new URL(BASE_URL).host}\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n`,
    );
    await until(() => /\r\n0\r\n\r\n$/.test(received));
    expect(answers()).toEqual(["HTTP/1.1 401"]);
    socket.write("{}");
    await new Promise((ok) => setTimeout(ok, 1_500));
    socket.write(`GET /api/v1/health HTTP/1.1\r\nHost: ${new URL(BASE_URL).host}\r\n\r\n`);
    await until(() => answers().length === 2 || socket.destroyed);
    expect(answers()).toEqual(["HTTP/1.1 401", "HTTP/1.1 200"]);
    socket.destroy();
    await closed;
  });
});

test.describe("client addresses", () => {
  // From loopback addresses the server has not seen (the tests' own 127.0.0.1 is safelisted for
  // the browser tests): per-address limits must count the sender, not what it claims to be.
  test("a forged X-Forwarded-For does not buy a fresh sign-in bucket", async () => {
    const from = freshLoopback();
    await clearOfWindowEnd(15 * 60); // the failed sign-ins per address, counted to their limit
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 32; attempt++) {
      const answer = await send({
        path: "/api/v1/auth/login/json",
        localAddress: from,
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": `203.0.113.${attempt}`,
          "x-real-ip": `198.51.100.${attempt}`,
          "x-overlap-peer": `forged 192.0.2.${attempt}`,
        },
        body: Buffer.from(
          JSON.stringify({ email: `nobody-${attempt}-${Date.now()}@hostile.test`, password: "not-the-password" }),
        ),
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  test("a forged address cannot claim the safelist", async () => {
    const from = freshLoopback();
    await clearOfWindowEnd(15 * 60); // the failed sign-ins per address, counted to their limit
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      const answer = await send({
        path: "/api/v1/auth/login/json",
        localAddress: from,
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": "127.0.0.1",
          "x-overlap-peer": "guess 127.0.0.1",
        },
        body: Buffer.from(
          JSON.stringify({ email: `safelist-${attempt}-${Date.now()}@hostile.test`, password: "not-the-password" }),
        ),
      });
      statuses.push(answer.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
