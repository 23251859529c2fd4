// `npm run bench -- --case realtime`: how fast a message reaches the live event stream
// (GET /api/v1/events, docs/api.md §17) when more than one server process serves the app.
// A fresh PostgreSQL database, two production servers on it (scripts/server.mjs, as `npm start`
// runs it), 100 members in 50 conversations, two open streams per member (one on each process:
// 200 in all). The members then take turns sending messages at a steady rate, each POST through
// one process or the other; every message is expected on four streams (both participants', on
// both processes: the sender's other tabs get it too). For each of those deliveries the figure is
// the time from just before the POST was sent to the `message` event's arrival; a delivery that
// has not come by the timeout after the last POST was answered is lost (one that came after more
// than the timeout is counted as late, and in the figures). Prints figures; exits non-zero only on errors.
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { openDatabase, setDatabase } from "@/db/client";
import { buildConnection, buildUser, tokenFor } from "../tests/factories";
import { assertPortFree, setOnSignal, startServer } from "./processes";

export type RealtimeOptions = {
  /** The PostgreSQL server's admin URL (a database is created on it and dropped after). */
  adminUrl: string;
  /** The two servers' ports. */
  ports: [number, number];
  members: number;
  messages: number;
  /** Messages sent first and left out of the figures (the servers' first requests compile and connect). */
  warmup: number;
  /** Messages per second, all members together. */
  rate: number;
  /** How long a delivery may take before it counts as lost. */
  timeoutMs: number;
  keep: boolean;
  authSecret: string;
};

/** Each member may send 60 messages a minute (LIMITS.messagesPerMember): one a second at most. */
const MEMBER_MESSAGES_PER_SECOND = 1;

type Stream = { member: number; server: number; ended: boolean; close: () => void };
type Sent = {
  at: number;
  pair: number;
  sender: number;
  server: number;
  warmup: boolean;
  postMs?: number;
  error?: string;
};

export async function realtimeCase(options: RealtimeOptions): Promise<void> {
  const { members, messages, rate, ports } = options;
  if (members < 2 || members % 2 !== 0) throw new Error("--members must be an even number of at least 2");
  // Senders take turns: each sends every members/rate seconds, which must stay under their limit.
  if (rate > members * MEMBER_MESSAGES_PER_SECOND) {
    throw new Error(
      `--rate ${rate} would put members over their 60 messages a minute; at most ${members * MEMBER_MESSAGES_PER_SECOND} with ${members} members`,
    );
  }
  const bases = ports.map((port) => `http://127.0.0.1:${port}`);
  // Both ports before the database is made: the second is only tried once the first has started.
  for (const port of ports) await assertPortFree(port);

  const admin = postgres(options.adminUrl, { max: 1, connect_timeout: 5, onnotice: () => {} });
  const dbName = `overlap_bench_realtime_${randomBytes(4).toString("hex")}`;
  await admin.unsafe(`create database ${dbName}`);
  // Killed by a signal (Ctrl-C): the servers go at once (killOnExit), then the database.
  setOnSignal(() => (options.keep ? Promise.resolve() : dropDatabase(options.adminUrl, dbName)));
  const url = new URL(options.adminUrl);
  url.pathname = `/${dbName}`;
  const servers: ChildProcess[] = [];
  const streams: Stream[] = [];
  let handle: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    // One after the other: the first migrates and loads the cities, the second finds them there.
    let started = Date.now();
    for (let i = 0; i < 2; i++) servers.push(await startRealtimeServer(ports[i]!, url.toString(), options.authSecret));
    console.log(
      `two servers up in ${((Date.now() - started) / 1000).toFixed(1)} s (${bases.join(", ")}), database ${dbName}`,
    );

    // The members and their conversations, through the test factories (as the app stores them).
    handle = await openDatabase({ kind: "postgres", url: url.toString() });
    setDatabase(handle);
    started = Date.now();
    const people = [];
    for (let i = 0; i < members; i++)
      people.push(await buildUser({ name: `Realtime ${i}`, email: `realtime${i}@bench.test` }));
    const tokens = await Promise.all(people.map((person) => tokenFor(person, "bench realtime")));
    const pairs: { matchId: number; a: number; b: number }[] = [];
    for (let i = 0; i < members; i += 2) {
      const { conversation } = await buildConnection(people[i]!, people[i + 1]!, "match");
      pairs.push({ matchId: conversation!.id, a: i, b: i + 1 });
    }
    console.log(
      `${members} members in ${pairs.length} conversations made in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    // deliveries[message][stream] = ms from the POST's start to the event's arrival.
    const sent: Sent[] = [];
    const arrived = new Map<number, Map<number, number>>();
    let duplicates = 0;
    let strays = 0;
    let lastArrival = 0;
    const onMessage = (streamIndex: number, data: string) => {
      const at = performance.now();
      const content = (JSON.parse(data) as { message?: { content?: string } }).message?.content ?? "";
      const n = /^bench-realtime (\d+)$/.exec(content)?.[1];
      const message = n === undefined ? undefined : sent[Number(n)];
      if (!message) return void strays++;
      let seen = arrived.get(Number(n));
      if (!seen) arrived.set(Number(n), (seen = new Map()));
      if (seen.has(streamIndex)) return void duplicates++;
      seen.set(streamIndex, at - message.at);
      lastArrival = at;
    };

    // Two streams per member, one on each process: 2 × members streams.
    started = Date.now();
    for (let m = 0; m < members; m++) {
      for (let s = 0; s < 2; s++) {
        const index = streams.length;
        streams.push(
          await openStream(
            bases[s]!,
            tokens[m]!,
            { member: m, server: s },
            (type, data) => type === "message" && onMessage(index, data),
          ),
        );
      }
    }
    console.log(`${streams.length} streams open in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    // The exchange: message i goes in conversation i mod pairs, from one side then the other,
    // through process i mod 2, at `rate` a second; the first `warmup` ones are not counted.
    const streamsOf = (member: number) => streams.flatMap((stream, index) => (stream.member === member ? [index] : []));
    const posts: Promise<void>[] = [];
    const begin = performance.now();
    let measuredBegin = begin;
    for (let i = 0; i < options.warmup + messages; i++) {
      const due = begin + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const pair = pairs[i % pairs.length]!;
      const sender = Math.floor(i / pairs.length) % 2 === 0 ? pair.a : pair.b;
      const server = i % 2;
      if (i === options.warmup) measuredBegin = performance.now();
      const message: Sent = {
        at: performance.now(),
        pair: i % pairs.length,
        sender,
        server,
        warmup: i < options.warmup,
      };
      sent.push(message);
      posts.push(
        fetch(`${bases[server]}/api/v1/messages`, {
          method: "POST",
          headers: { authorization: `Bearer ${tokens[sender]}`, "content-type": "application/json" },
          body: JSON.stringify({ match_id: pair.matchId, content: `bench-realtime ${i}` }),
        }).then(
          async (response) => {
            message.postMs = performance.now() - message.at;
            if (response.status !== 201) message.error = `${response.status} ${await response.text()}`;
            else await response.arrayBuffer();
          },
          (error: unknown) => void (message.error = String(error)),
        ),
      );
    }
    const sendSeconds = (performance.now() - measuredBegin) / 1000;
    await Promise.all(posts);

    // Everything expected, or the timeout after the last send.
    const expected = (i: number) => [...streamsOf(pairs[sent[i]!.pair]!.a), ...streamsOf(pairs[sent[i]!.pair]!.b)];
    const total = sent.reduce((sum, message, i) => sum + (message.error ? 0 : expected(i).length), 0);
    const received = () => [...arrived.values()].reduce((sum, seen) => sum + seen.size, 0);
    const measured = sent.filter((message) => !message.warmup);
    const deadline = performance.now() + options.timeoutMs;
    while (received() < total && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    const allSeconds = (lastArrival - measuredBegin) / 1000;

    // The figures.
    const latencies: number[] = [];
    const byPath = { same: [] as number[], other: [] as number[] };
    // What the stream adds to the POST itself: the delivery's time less the POST's answer time
    // (negative when the event came before the answer).
    const afterAnswer: number[] = [];
    // Lost: never came, by `timeout` after the last POST was answered. Late: came, after `timeout`.
    let lost = 0;
    let late = 0;
    let expectedMeasured = 0;
    for (let i = 0; i < sent.length; i++) {
      const message = sent[i]!;
      if (message.error || message.warmup) continue;
      expectedMeasured += expected(i).length;
      const seen = arrived.get(i);
      for (const streamIndex of expected(i)) {
        const ms = seen?.get(streamIndex);
        if (ms === undefined) {
          lost++;
          continue;
        }
        if (ms > options.timeoutMs) late++;
        latencies.push(ms);
        if (message.postMs !== undefined) afterAnswer.push(ms - message.postMs);
        (streams[streamIndex]!.server === message.server ? byPath.same : byPath.other).push(ms);
      }
    }
    const failed = sent.filter((message) => message.error);
    const postTimes = measured.flatMap((message) =>
      message.postMs === undefined || message.error ? [] : [message.postMs],
    );
    const stat = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
      return `p50 ${at(0.5).toFixed(1)} ms  p95 ${at(0.95).toFixed(1)} ms  max ${(sorted[sorted.length - 1] ?? NaN).toFixed(1)} ms  (n=${sorted.length.toLocaleString("en")})`;
    };
    console.log(
      `\nmembers=${members}  conversations=${pairs.length}  streams=${streams.length}  messages=${messages} (after ${options.warmup} warm-up)  ` +
        `rate=${rate}/s  timeout=${options.timeoutMs} ms`,
    );
    console.log(`delivery (POST sent → "message" event), all:  ${stat(latencies)}`);
    console.log(`  on the process that took the POST:         ${stat(byPath.same)}`);
    console.log(`  on the other process (via NOTIFY):          ${stat(byPath.other)}`);
    console.log(`POST /messages (client time):                 ${stat(postTimes)}`);
    console.log(`delivery less the POST's answer time:         ${stat(afterAnswer)}`);
    console.log(
      `expected ${expectedMeasured.toLocaleString("en")} deliveries, lost ${lost}, later than the timeout ${late}, duplicated ${duplicates}, strays ${strays}; ` +
        `streams ended early ${streams.filter((stream) => stream.ended).length}; POSTs failed ${failed.length}`,
    );
    console.log(
      `throughput: ${(messages / sendSeconds).toFixed(1)} messages/s sent, ${(latencies.length / allSeconds).toFixed(0)} deliveries/s ` +
        `(${allSeconds.toFixed(1)} s from the first POST to the last delivery)`,
    );
    console.log("target: p95 ≤ 300 ms, 0 lost (polling: median 2.7 s, worst 5 s)");
    if (failed.length > 0) throw new Error(`${failed.length} POST /messages failed, the first: ${failed[0]!.error}`);
  } finally {
    for (const stream of streams) stream.close();
    await stopServers(servers);
    setDatabase(undefined);
    await handle?.close();
    if (options.keep) console.log(`kept database ${dbName}`);
    else await admin.unsafe(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    setOnSignal(undefined);
  }
}

/** On a signal the admin connection may be mid-query: a connection of its own, once the servers are gone. */
async function dropDatabase(adminUrl: string, dbName: string) {
  await new Promise((resolve) => setTimeout(resolve, 300));
  const sql = postgres(adminUrl, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql.unsafe(`drop database if exists ${dbName} with (force)`);
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/**
 * An event stream read as it arrives: each event's type and data are handed on; the stream is
 * open once its opening comment came.
 */
async function openStream(
  base: string,
  token: string,
  who: { member: number; server: number },
  onEvent: (type: string, data: string) => void,
): Promise<Stream> {
  const abort = new AbortController();
  const response = await fetch(`${base}/api/v1/events`, {
    headers: { accept: "text/event-stream", authorization: `Bearer ${token}` },
    signal: abort.signal,
  });
  if (response.status !== 200 || !response.body)
    throw new Error(`GET /events on ${base}: ${response.status} ${await response.text()}`);
  const stream: Stream = { ...who, ended: false, close: () => abort.abort() };
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let connected!: () => void;
  const opened = new Promise<void>((resolve) => (connected = resolve));
  void (async () => {
    let buffer = "";
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let type: string | undefined;
          let data: string | undefined;
          for (const line of frame.split("\n")) {
            if (line === ": connected") connected();
            else if (line.startsWith("event: ")) type = line.slice(7);
            else if (line.startsWith("data: ")) data = line.slice(6);
          }
          if (type && data !== undefined) onEvent(type, data);
        }
      }
    } catch {
      // aborted by close()
    }
    if (!abort.signal.aborted) stream.ended = true;
    connected();
  })();
  await opened;
  if (stream.ended) throw new Error(`GET /events on ${base} ended before it opened`);
  return stream;
}

async function startRealtimeServer(port: number, databaseUrl: string, authSecret: string): Promise<ChildProcess> {
  const logs: string[] = [];
  try {
    return await startServer({
      port,
      host: "127.0.0.1",
      timeoutMs: 240_000,
      env: {
        DATABASE_URL: databaseUrl,
        AUTH_SECRET: authSecret,
        NEXTAUTH_URL: `http://127.0.0.1:${port}`,
        SMTP_URL: "",
        MAIL_OUTBOX_DIR: ".data/bench-realtime/outbox",
        UPLOADS_DIR: ".data/bench-realtime/uploads",
      },
      // A server's errors are shown as they come (a failed delivery is logged there).
      onOutput: (chunk, stream) => {
        logs.push(chunk);
        if (stream === "stderr") process.stderr.write(`[server ${port}] ${chunk}`);
      },
    });
  } catch (error) {
    throw new Error(`${(error as Error).message}: ${logs.join("")}`);
  }
}

async function stopServers(servers: ChildProcess[]) {
  await Promise.all(
    servers.map(async (server) => {
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      const timer = setTimeout(() => server.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    }),
  );
}
