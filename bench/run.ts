// `npm run bench`: server-side performance on a generated data set in PostgreSQL.
// Builds the app, fills a fresh database (100k members, 300k plans by default), starts
// the production server against it and measures p50/p95 over HTTP at concurrency 10, next to the
// same queries run directly in SQL. Prints figures; asserts nothing (targets are in docs/benchmarks.md).
// `--case` chooses what runs: "http" (the above, the default), "ics" (bench/ics.ts: the hostile
// files without a database, then one member's hundred uploads on in-memory PGlite),
// "calendar" (bench/calendar.ts: detection scored on the labelled corpus, in-memory PGlite),
// "bundle" (bench/bundle.ts: each page's first-load JS in Chromium, against its budget) and
// "realtime" (bench/realtime.ts: message delivery on the live event stream across two servers) and
// "discovery" (bench/discovery.ts: GET /matches/potential at 1M plans, by pass count, concurrency and radius) and
// "push" (bench/push.ts: push delivery latency beside one member's black-hole endpoints, in-memory PGlite).
import { spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { openDatabase, queryRows } from "@/db/client";
import { ensureCitiesLoaded } from "@/lib/cities/service";
import { normalizeCityName } from "@/lib/cities/normalize";
import { issueBearerToken } from "@/lib/sessions/service";
import { searchCityNames } from "@/lib/cities/queries";
import { todayUtc } from "@/lib/dates/days";
import { findOverlappingTravellers } from "@/lib/discovery/queries";
import { generateConversations, generateDataSet } from "./data";
import { bundleCase } from "./bundle";
import { discoveryCase } from "./discovery";
import { calendarCase } from "./calendar";
import { icsCase } from "./ics";
import { pushCase } from "./push";
import { realtimeCase } from "./realtime";
import { startServer } from "./processes";
import { benchGetter, measure, printTable, type Result } from "./measure";

// A case may also be named alone: `npm run bench -- calendar` is `--case calendar`.
const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    users: { type: "string", default: "100000" },
    plans: { type: "string", default: "300000" },
    requests: { type: "string", default: "2000" },
    concurrency: { type: "string", default: "10" },
    keep: { type: "boolean", default: false },
    "no-build": { type: "boolean", default: false },
    case: { type: "string", multiple: true, default: ["http"] },
    // The bundle case's server, and the realtime case's first (the second is port + 1; the http case uses PORT).
    port: { type: "string", default: "3391" },
    // The realtime case: members (in pairs), messages in all, sent at `rate` a second, and how
    // long a delivery may take before it counts as lost.
    members: { type: "string", default: "100" },
    messages: { type: "string", default: "1000" },
    warmup: { type: "string", default: "100" },
    rate: { type: "string", default: "20" },
    timeout: { type: "string", default: "10000" },
    // The discovery case: its viewers (the same at every pass count), and its own database (so it can run beside
    // another case).
    viewers: { type: "string", default: "20" },
    "discovery-db": { type: "string", default: "overlap_bench_discovery" },
    // The discovery case's server: how many Discover rankings it keeps (0: each request ranks afresh).
    "rankings-kept": { type: "string" },
    // The discovery case: how many times it goes through the pass counts (each cell: the rounds' median).
    rounds: { type: "string", default: "3" },
    // The discovery case: new plans a second written while it measures (default: the data set's own rate).
    "plan-writes": { type: "string" },
    // The push case: how long it queues pushes (at `rate` a second, to `members` members).
    seconds: { type: "string", default: "20" },
    // The calendar case: score another folder of labelled files (a new batch, measured before detection learns it).
    corpus: { type: "string" },
  },
});
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PORT = 3390;
const AUTH_SECRET = "bench-secret-not-for-production";
process.env.AUTH_SECRET = AUTH_SECRET;

const requests = Number(args.requests);
const concurrency = Number(args.concurrency);
const dbName = "overlap_bench";
const ADMIN_CONCURRENCY = 2;

async function main() {
  const cases = new Set(positionals.length > 0 ? positionals : args.case);
  for (const name of cases) {
    if (!["http", "ics", "calendar", "bundle", "realtime", "discovery", "push"].includes(name)) {
      throw new Error(`Unknown bench case "${name}": use http, ics, calendar, bundle, realtime, discovery or push`);
    }
  }
  if (cases.has("ics")) await icsCase();
  if (cases.has("push"))
    await pushCase({ members: Number(args.members), rate: Number(args.rate), seconds: Number(args.seconds) });
  if (cases.has("calendar")) await calendarCase(args.corpus);
  if (cases.has("bundle")) {
    buildUnlessCurrent();
    await bundleCase({ port: Number(args.port) });
  }
  if (cases.has("realtime")) {
    buildUnlessCurrent();
    await realtimeCase({
      adminUrl: process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? serverUrl,
      ports: [Number(args.port), Number(args.port) + 1],
      members: Number(args.members),
      messages: Number(args.messages),
      warmup: Number(args.warmup),
      rate: Number(args.rate),
      timeoutMs: Number(args.timeout),
      keep: args.keep,
      authSecret: AUTH_SECRET,
    });
  }
  if (cases.has("discovery")) {
    buildUnlessCurrent();
    // Its own defaults: 300k members and 1M plans unless --users/--plans say otherwise.
    const given = (name: string) => process.argv.some((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
    await discoveryCase({
      adminUrl: process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? serverUrl,
      dbName: args["discovery-db"],
      port: Number(args.port),
      users: given("users") ? Number(args.users) : 300_000,
      plans: given("plans") ? Number(args.plans) : 1_000_000,
      requests: given("requests") ? requests : 400,
      viewers: Number(args.viewers),
      rankingsKept: args["rankings-kept"] === undefined ? undefined : Number(args["rankings-kept"]),
      rounds: Math.max(1, Number(args.rounds)),
      planWrites: args["plan-writes"] === undefined ? undefined : Number(args["plan-writes"]),
      keep: args.keep,
      authSecret: AUTH_SECRET,
    });
  }
  if (cases.has("http")) await httpCase();
}

/** Measure what the code is now: build unless told the build is current. */
function buildUnlessCurrent() {
  // NEXT_DIST_DIR (next.config.ts) lets the bench build beside a running dev server.
  if (!args["no-build"] || !fs.existsSync(`${process.env.NEXT_DIST_DIR || ".next"}/BUILD_ID`)) {
    console.log("npm run build (skip with --no-build when the build is current)");
    if (spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] }).status !== 0) process.exit(1);
  }
}

async function httpCase() {
  buildUnlessCurrent();
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${dbName} with (force)`);
  await admin.unsafe(`create database ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;

  const handle = await openDatabase({ kind: "postgres", url: url.toString() });
  let server: ChildProcess | undefined;
  try {
    const db = handle.db;
    let started = Date.now();
    await ensureCitiesLoaded(db);
    console.log(`cities loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    started = Date.now();
    const data = await generateDataSet(db, { users: Number(args.users), plans: Number(args.plans) });
    console.log(
      `${data.users.toLocaleString("en")} members and ${data.plans.toLocaleString("en")} plans generated in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    started = Date.now();
    const conversations = await generateConversations(db, { conversations: 50, messagesEach: 10_000 });
    console.log(
      `${conversations.length} conversations of 10,000 messages generated in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    server = await startServer({ port: PORT, env: { DATABASE_URL: url.toString(), AUTH_SECRET } });
    const results: Result[] = [];
    const viewers = data.sampleViewerIds;
    const tokens = await Promise.all(viewers.map((id) => issueBearerToken(db, { id }, "bench")));
    const prefixes = cityPrefixes();
    const base = `http://127.0.0.1:${PORT}/api/v1`;

    const call = benchGetter(base);

    // The floor: Next's routing plus one `select 1`, so every figure below can be read against
    // what this host does for a route with no work of its own.
    await measure(200, concurrency, () => call("/health"));
    results.push({ name: "GET /health (the floor)", ...(await measure(requests, concurrency, () => call("/health"))) });

    // Warm-up: connections, JIT, caches.
    await measure(200, concurrency, (i) => call("/matches/potential", tokens[i % tokens.length]!));
    results.push({
      name: "GET /matches/potential (HTTP)",
      ...(await measure(requests, concurrency, (i) => call("/matches/potential", tokens[i % tokens.length]!))),
      target: 50,
    });
    results.push({
      name: "discovery query (raw SQL)",
      ...(await measure(requests, concurrency, (i) =>
        findOverlappingTravellers(
          db,
          viewers[i % viewers.length]!,
          todayUtc(),
          { kind: "potential", radiusKm: 0 },
          { skip: 0, limit: 100 },
        ),
      )),
    });
    await measure(200, concurrency, (i) =>
      call(`/travel-plans/search/cities?query=${prefixes[i % prefixes.length]}`, tokens[0]!),
    );
    results.push({
      name: "GET /travel-plans/search/cities (HTTP)",
      ...(await measure(requests, concurrency, (i) =>
        call(
          `/travel-plans/search/cities?query=${encodeURIComponent(prefixes[i % prefixes.length]!)}`,
          tokens[i % tokens.length]!,
        ),
      )),
      target: 20,
    });
    // Prefixes the server has not answered before (its cache cannot help): every request distinct.
    const fresh = freshPrefixes(requests);
    results.push({
      name: "GET …/search/cities, first time (HTTP)",
      ...(await measure(fresh.length, concurrency, (i) =>
        call(`/travel-plans/search/cities?query=${encodeURIComponent(fresh[i]!)}`, tokens[i % tokens.length]!),
      )),
    });
    results.push({
      name: "city search query (raw SQL)",
      ...(await measure(requests, concurrency, (i) =>
        searchCityNames(db, normalizeCityName(prefixes[i % prefixes.length]!), 10),
      )),
    });

    // Messages: each sender stays under the per-member limit (60 a minute) by taking turns.
    const senders = conversations.flatMap((c) => [
      { matchId: c.matchId, userId: c.user1, lastId: c.lastId },
      { matchId: c.matchId, userId: c.user2, lastId: c.lastId },
    ]);
    const senderTokens = await Promise.all(senders.map((s) => issueBearerToken(db, { id: s.userId }, "bench")));
    const messageRequests = Math.min(requests, senders.length * 20);
    const post = async (i: number) => {
      const sender = senders[i % senders.length]!;
      const response = await fetch(`${base}/messages`, {
        method: "POST",
        headers: { authorization: `Bearer ${senderTokens[i % senders.length]}`, "content-type": "application/json" },
        body: JSON.stringify({ match_id: sender.matchId, content: `Bench message ${i}` }),
      });
      if (response.status !== 201) throw new Error(`POST /messages: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
      return Number(/dur=([\d.]+)/.exec(response.headers.get("server-timing") ?? "")?.[1]);
    };
    results.push({
      name: "POST /messages (10k-message threads)",
      ...(await measure(messageRequests, concurrency, post)),
      target: 30,
    });
    results.push({
      name: "GET /messages/{id}?after_id (HTTP)",
      ...(await measure(requests, concurrency, (i) => {
        const sender = senders[i % senders.length]!;
        return call(`/messages/${sender.matchId}?after_id=${sender.lastId - 3}`, senderTokens[i % senders.length]!);
      })),
      target: 30,
    });

    // Admin users screen at 100,000 members: what an admin does there, in turn — the first page,
    // a page anywhere in the list, the Pending filter, and looking for one person by a piece of
    // their name, email or handle.
    const [adminRow] = await queryRows<{ id: number }>(
      db,
      sql`insert into users (email, password_hash, name, age, is_active, is_admin)
          values ('bench-admin@example.com', 'not-a-real-hash', 'Bench Admin', 40, true, true) returning id`,
    );
    const adminToken = await issueBearerToken(db, { id: adminRow!.id }, "bench");
    const pages = Math.floor(data.users / 25);
    const adminListPath = (i: number) => {
      const member = 1 + ((i * 7919) % data.users);
      switch (i % 5) {
        case 0:
          return "/admin/users?limit=25";
        case 1:
          return `/admin/users?limit=25&skip=${((i * 104729) % pages) * 25}`;
        case 2:
          return `/admin/users?limit=25&status=pending&skip=${(i % 40) * 25}`;
        case 3:
          return `/admin/users?limit=25&q=${encodeURIComponent(`Member ${member}`)}`;
        default:
          return `/admin/users?limit=25&q=${encodeURIComponent(`bench${member}@`)}`;
      }
    };
    // Admin screens have a handful of users: the target is judged with two admins paging at once
    // without pause (already more than the console sees); the member routes' concurrency is shown too.
    await measure(100, ADMIN_CONCURRENCY, (i) => call(adminListPath(i), adminToken));
    results.push({
      name: `GET /admin/users (pages, filter, search; c=${ADMIN_CONCURRENCY})`,
      ...(await measure(requests, ADMIN_CONCURRENCY, (i) => call(adminListPath(i), adminToken))),
      target: 50,
    });
    results.push({
      name: `GET /admin/users (same, c=${concurrency})`,
      ...(await measure(requests, concurrency, (i) => call(adminListPath(i), adminToken))),
    });
    // A search that matches nearly everyone cannot use the index well: shown, not targeted.
    results.push({
      name: "GET /admin/users?q=member (matches all)",
      ...(await measure(Math.min(requests, 200), concurrency, () =>
        call("/admin/users?limit=25&q=member", adminToken),
      )),
    });

    printTable(results, {
      requests,
      concurrency,
      users: data.users,
      plans: data.plans,
      avgCandidates: data.avgCandidates,
    });
  } finally {
    server?.kill("SIGTERM");
    await handle.close();
    if (!args.keep) await admin.unsafe(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

/** Prefixes people type: 2 to 6 letters of real city names, accents and all. */
function cityPrefixes(): string[] {
  const names = [
    "Lisbon",
    "São Paulo",
    "Berlin",
    "Barcelona",
    "Mexico City",
    "Bangkok",
    "Medellín",
    "Tokyo",
    "Cape Town",
    "New York",
    "Buenos Aires",
    "Chiang Mai",
    "Canggu",
    "Kraków",
    "Zürich",
    "Málaga",
    "Tbilisi",
    "Da Nang",
    "Porto",
    "Sydney",
  ];
  return names.flatMap((name) => [2, 3, 4, 6].map((length) => name.slice(0, length)));
}

/** Distinct 2-4 letter prefixes, none of them in cityPrefixes(), in a fixed pseudo-random order. */
function freshPrefixes(count: number): string[] {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  const seen = new Set(cityPrefixes().map((prefix) => prefix.toLowerCase()));
  const out: string[] = [];
  for (let i = 0; out.length < count && i < count * 20; i++) {
    const length = 2 + (i % 3);
    let prefix = "";
    for (let k = 0, n = i * 7919 + 13; k < length; k++, n = Math.floor(n / 26) + k * 31) prefix += letters[n % 26];
    if (!seen.has(prefix)) {
      seen.add(prefix);
      out.push(prefix);
    }
  }
  return out;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
