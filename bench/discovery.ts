// `npm run bench -- --case discovery`: GET /matches/potential at scale (docs/benchmarks.md,
// "Discovery"). A fresh PostgreSQL database with 300k members and 1M plans to come (and 1M ended) by
// default; the same viewers measured after passing on 0, 100, 500 and 2,000 members (first those
// they would otherwise be shown first), at concurrency 1 and 10, with radius_km 0 and 50, the pass
// counts gone through `--rounds` times (3: up, down, up; each cell the median); then
// Discover's other two lists at concurrency 1: near misses at every pass count, upcoming friends
// once the viewers have 40.
// Prints the matrices and the first viewer's query plan at 2,000 passes; asserts nothing (the
// targets are in docs/benchmarks.md).
import type { ChildProcess } from "node:child_process";
import { sql } from "drizzle-orm";
import postgres from "postgres";
import { openDatabase, queryRows, type Database } from "@/db/client";
import { ensureCitiesLoaded } from "@/lib/cities/service";
import { todayUtc } from "@/lib/dates/days";
import { overlappingTravellersQuery } from "@/lib/discovery/queries";
import { DISCOVER_PAGE_SIZE } from "@/lib/discovery/values";
import { issueBearerToken } from "@/lib/sessions/service";
import { generateDataSet, planWritesPerSecond, writePlansLive } from "./data";
import { benchGetter, cpuMeter, measure, percentile } from "./measure";
import { setOnSignal, startServer } from "./processes";

export type DiscoveryCaseOptions = {
  adminUrl: string;
  dbName: string;
  port: number;
  users: number;
  plans: number;
  requests: number;
  viewers: number;
  keep: boolean;
  authSecret: string;
  /** The server's DISCOVERY_RANKINGS_KEPT (its default when unset; 0 ranks every request afresh). */
  rankingsKept?: number;
  /** Times the pass counts are gone through (ascending, then descending, ...); a cell shows its median. */
  rounds: number;
  /** New plans a second written while the cells are measured (default: the data set's own rate). */
  planWrites?: number;
};

const PASS_COUNTS = [0, 100, 500, 2000] as const;
const RADII = [0, 50] as const;
const CONCURRENCY = [1, 10] as const;
/** What the Discover screen asks for: a page and one more, which tells whether to offer more (app/app/page.tsx). */
const DISCOVER_LIMIT = DISCOVER_PAGE_SIZE + 1;
/** The API's default page, measured beside it once the passes are in (no target). */
const API_DEFAULT_LIMIT = 100;
/** Discovery requests before the first block, for a server whose JIT has settled (a production server's state). */
const FIRST_WARM_UP = 1500;

export async function discoveryCase(options: DiscoveryCaseOptions) {
  const admin = postgres(options.adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists ${options.dbName} with (force)`);
  await admin.unsafe(`create database ${options.dbName}`);
  setOnSignal(() => admin.unsafe(`drop database if exists ${options.dbName} with (force)`));
  const url = new URL(options.adminUrl);
  url.pathname = `/${options.dbName}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString() });
  let server: ChildProcess | undefined;
  try {
    const db = handle.db;
    let started = Date.now();
    await ensureCitiesLoaded(db);
    console.log(`cities loaded in ${seconds(started)} s`);
    started = Date.now();
    // As many plans that have ended as plans to come: a live database's history.
    const data = await generateDataSet(db, { users: options.users, plans: options.plans, pastPlans: options.plans });
    console.log(
      `${data.users.toLocaleString("en")} members, ${data.plans.toLocaleString("en")} plans to come and ` +
        `${data.pastPlans.toLocaleString("en")} ended generated in ${seconds(started)} s; of those to come ` +
        `${data.regionPlans.toLocaleString("en")} to regions and ${data.anchoredPlans.toLocaleString("en")} kept as typed near a city ` +
        `(${data.regions.toLocaleString("en")} regions holding ${data.heldPlaces.toLocaleString("en")} places)`,
    );

    // The same viewers at every pass count, so that a cell's drift from the 0-pass cell is the
    // passes and nothing else (different viewers meet different cities, a larger difference).
    const viewers = data.sampleViewerIds.slice(0, options.viewers);
    if (viewers.length < options.viewers)
      throw new Error("Not enough sample viewers: lower --viewers or raise --users");
    const [mix] = await queryRows<{ region: number; anchored: number }>(
      db,
      sql`
      select count(distinct m.user_id) filter (where c.kind = 'region')::int as region, count(distinct m.user_id) filter (where m.near_city_id is not null)::int as anchored
      from travel_plans m left join cities c on c.id = m.city_id
      where m.user_id = any(${`{${viewers.join(",")}}`}::int[]) and m.status = 'active' and m.departure_date >= ${todayUtc()}::date`,
    );
    console.log(
      `viewers with a plan to a region: ${mix!.region} of ${viewers.length}; with a plan kept as typed near a city: ${mix!.anchored}`,
    );
    const kept: Record<string, string> =
      options.rankingsKept === undefined ? {} : { DISCOVERY_RANKINGS_KEPT: String(options.rankingsKept) };
    server = await startServer({
      port: options.port,
      env: { DATABASE_URL: url.toString(), AUTH_SECRET: options.authSecret, ...kept },
    });
    const base = `http://127.0.0.1:${options.port}/api/v1`;
    // Answers read from a kept Discover ranking say so in Server-Timing (docs/decisions/025).
    let keptAnswers = 0;
    const call = benchGetter(base, 16, (timing) => {
      if (timing.includes('discovery;desc="kept"')) keptAnswers += 1;
    });
    const tokens = await Promise.all(viewers.map((id) => issueBearerToken(db, { id }, "bench")));

    const meter = cpuMeter(server.pid, options.dbName);
    /** `total` calls of `path` by the viewers in turn, with the CPU each cost (when /proc tells). */
    const load = async (total: number, concurrency: number, path: string) => {
      const stop = meter?.start();
      keptAnswers = 0;
      const result = await measure(total, concurrency, (i) => call(path, tokens[i % tokens.length]!));
      return { ...result, cpu: stop?.(total), keptShare: keptAnswers / total };
    };
    // The host's own speed, for comparing runs on different hosts or hours (whole runs drift by
    // ±30 %): a signed-in call that does next to nothing, with its CPU per request.
    await load(200, 10, "/users/me");
    const host = await load(options.requests, 10, "/users/me");
    console.log(
      `host: GET /users/me at c=10: server p50 ${host.server!.p50.toFixed(1)} ms, p95 ${host.server!.p95.toFixed(1)} ms` +
        (host.cpu
          ? `, CPU per request ${host.cpu.nodeMs.toFixed(2)} ms Node + ${host.cpu.postgresMs.toFixed(2)} ms PostgreSQL`
          : ""),
    );

    // The server's JIT settles only after ~1,500 discovery requests (Node CPU per request 7.8 ms in
    // the first 200, 5.2 in the next, 3.3-3.9 from 1,000 on), so the first block would measure a
    // colder server than the later ones: a long warm-up first, then the short one of every block.
    await measure(FIRST_WARM_UP, 10, (i) => call(warmUpPath(i, tokens.length), tokens[i % tokens.length]!));

    const cells = new Map<string, Cell[]>();
    const pages = new Map<string, number>();
    const nearCells = new Map<string, Cell[]>();
    const sample = (into: Map<string, Cell[]>, key: string, cell: Cell) =>
      into.set(key, [...(into.get(key) ?? []), cell]);
    // The pass counts up, then down, then up again: the host drifts by ±30 % over minutes, and a
    // cell measured once read that drift as the passes' cost (+32 % to +48 % in one run
    // with no change in what the server did per request). A cell's figure is its rounds' median.
    // Members keep writing plans meanwhile, each one news to the kept rankings of its city.
    const writeRate = options.planWrites ?? planWritesPerSecond(data.plans);
    const stopWriting = writePlansLive(db, data.users, writeRate);
    const writingSince = Date.now();
    for (let round = 0; round < options.rounds; round++) {
      const order = round % 2 === 0 ? PASS_COUNTS : [...PASS_COUNTS].reverse();
      for (const passes of order) {
        started = Date.now();
        const made = await passOn(db, viewers, passes);
        console.log(
          `round ${round + 1}, ${passes} passes: pairings per viewer ${made.min}-${made.max}, made in ${seconds(started)} s`,
        );
        // Warm-up over every viewer and both radii: connections, JIT, caches, the new pairings' pages.
        await measure(200, 10, (i) => call(warmUpPath(i, tokens.length), tokens[i % tokens.length]!));
        for (const radius of RADII) {
          for (const concurrency of CONCURRENCY) {
            const total = concurrency === 1 ? Math.max(100, Math.floor(options.requests / 4)) : options.requests;
            const result = await load(
              total,
              concurrency,
              `/matches/potential?radius_km=${radius}&limit=${DISCOVER_LIMIT}`,
            );
            const key = `${radius}/${concurrency}/${passes}`;
            sample(cells, key, {
              p50: result.server!.p50,
              p95: result.server!.p95,
              client95: result.p95,
              keptShare: result.keptShare,
              cpu: result.cpu,
            });
            if (!pages.has(key)) pages.set(key, await meanPage(db, viewers, radius));
          }
          const near = await load(
            Math.max(100, Math.floor(options.requests / 4)),
            1,
            `/matches/near-misses?radius_km=${radius}&limit=24`,
          );
          sample(nearCells, `${radius}/${passes}`, {
            p50: near.server!.p50,
            p95: near.server!.p95,
            client95: near.p95,
            keptShare: near.keptShare,
            cpu: near.cpu,
          });
        }
      }
    }
    const written = await stopWriting();
    console.log(
      `plans written while measuring: ${written} in ${seconds(writingSince)} s (${writeRate.toFixed(2)} a second)`,
    );
    // Back to the most passes for what follows (the API's default page, upcoming friends, the plans).
    const most = PASS_COUNTS[PASS_COUNTS.length - 1]!;
    if (options.rounds % 2 === 0) await passOn(db, viewers, most);
    const rows = [...cells].map(([key, samples]) => {
      const [radius, concurrency, passes] = key.split("/").map(Number) as [number, number, number];
      return {
        radius,
        concurrency,
        passes,
        ...medianCell(samples),
        p95s: samples.map((cell) => cell.p95),
        candidates: pages.get(key)!,
      };
    });
    const nearMisses = [...nearCells].map(([key, samples]) => {
      const [radius, passes] = key.split("/").map(Number) as [number, number];
      return { radius, passes, ...medianCell(samples) };
    });
    rows.sort((a, b) => a.radius - b.radius || a.concurrency - b.concurrency || a.passes - b.passes);
    // The API's default page (100 people), for clients that ask for no limit: four times the rows to
    // read, decode and send.
    const defaultPage: {
      radius: number;
      p50: number;
      p95: number;
      keptShare: number;
      cpu?: { nodeMs: number; postgresMs: number };
    }[] = [];
    for (const radius of RADII) {
      const result = await load(
        options.requests,
        10,
        `/matches/potential?radius_km=${radius}&limit=${API_DEFAULT_LIMIT}`,
      );
      defaultPage.push({
        radius,
        p50: result.server!.p50,
        p95: result.server!.p95,
        keptShare: result.keptShare,
        cpu: result.cpu,
      });
    }

    // Discover's third list: the viewers' friends whose plans meet theirs. Each viewer befriends 40
    // people who travel to their cities within 20 days of them (after the 2,000 passes).
    await db.execute(sql`
      insert into pairings (user1_id, user2_id, relationship_type, requested_type, status)
      select v.id, c.user_id, 'friend', 'friend', 'accepted'
      from unnest(${`{${viewers.join(",")}}`}::int[]) v(id)
      cross join lateral (
        select distinct p.user_id from travel_plans m ${samePlaces}
        join travel_plans p on ${metThere} and p.user_id <> m.user_id and p.status = 'active'
          and daterange(p.arrival_date, p.departure_date, '[]') && daterange(m.arrival_date - 20, m.departure_date + 20, '[]')
        where m.user_id = v.id and m.status = 'active' and m.departure_date >= ${todayUtc()}::date
        limit 40
      ) c
      on conflict do nothing`);
    const upcoming: { radius: number; p50: number; p95: number; cpu?: { nodeMs: number; postgresMs: number } }[] = [];
    for (const radius of RADII) {
      const result = await load(
        Math.max(100, Math.floor(options.requests / 4)),
        1,
        `/matches/upcoming?radius_km=${radius}&limit=24`,
      );
      upcoming.push({ radius, p50: result.server!.p50, p95: result.server!.p95, cpu: result.cpu });
    }

    console.log(
      `\nusers=${data.users.toLocaleString("en")}  plans=${data.plans.toLocaleString("en")}  viewers=${options.viewers} (the same at every pass count)  requests per cell=${options.requests} (c=10), ${Math.max(100, Math.floor(options.requests / 4))} (c=1), rounds=${options.rounds}`,
    );
    console.log(
      `${"radius".padStart(6)} ${"c".padStart(3)} ${"passes".padStart(6)} ${"server p50".padStart(10)} ${"server p95".padStart(10)} ${"p95 rounds".padStart(11)} ${"client p95".padStart(10)} ${"Node cpu".padStart(8)} ${"PG cpu".padStart(6)} ${"page".padStart(5)} ${"kept".padStart(5)}  target (server p95)`,
    );
    for (const row of rows) {
      const target = row.concurrency === 1 ? 15 : 40;
      const baseline = rows.find(
        (other) => other.radius === row.radius && other.concurrency === row.concurrency && other.passes === 0,
      )!;
      const drift = ((row.p95 / baseline.p95 - 1) * 100).toFixed(0);
      console.log(
        `${String(row.radius).padStart(6)} ${String(row.concurrency).padStart(3)} ${String(row.passes).padStart(6)} ${row.p50.toFixed(1).padStart(10)} ${row.p95.toFixed(1).padStart(10)} ${`${Math.min(...row.p95s).toFixed(0)}-${Math.max(...row.p95s).toFixed(0)}`.padStart(11)} ${row.client95.toFixed(1).padStart(10)} ${(row.cpu?.nodeMs.toFixed(2) ?? "-").padStart(8)} ${(row.cpu?.postgresMs.toFixed(2) ?? "-").padStart(6)} ${row.candidates.toFixed(1).padStart(5)} ${`${Math.round(row.keptShare * 100)}%`.padStart(5)}  ≤ ${target} ms ${row.p95 <= target ? "met" : "MISSED"}; ${row.passes ? `${Number(drift) >= 0 ? "+" : ""}${drift}% vs 0 passes` : ""}`,
      );
    }
    console.log(
      "each figure is the median of the cell's rounds (p95 rounds: the lowest and highest p95 of them);\n" +
        "server = the route's own time (Server-Timing); Node cpu, PG cpu = ms of CPU per request of the server process and of\n" +
        "PostgreSQL's backends for the bench database (/proc), steadier than latency between hosts; page = entries a viewer\n" +
        `gets, the mean of the viewers (at most ${DISCOVER_LIMIT}: Discover's ${DISCOVER_PAGE_SIZE} and one more; the passes thin it); kept = answers read from a kept ranking\n` +
        "(the rest ranked afresh: the viewer's first request, or one after a change; docs/decisions/025).",
    );
    console.log(
      `\nGET /matches/potential?limit=${API_DEFAULT_LIMIT} (the API's default page) at c=10, 2,000 passes (no target):`,
    );
    for (const row of defaultPage) {
      console.log(
        `${String(row.radius).padStart(6)} ${"10".padStart(3)} ${"2000".padStart(6)} ${row.p50.toFixed(1).padStart(10)} ${row.p95.toFixed(1).padStart(10)} ${"".padStart(10)} ${(row.cpu?.nodeMs.toFixed(2) ?? "-").padStart(8)} ${(row.cpu?.postgresMs.toFixed(2) ?? "-").padStart(6)} ${"".padStart(5)} ${`${Math.round(row.keptShare * 100)}%`.padStart(5)}`,
      );
    }

    console.log(`\nGET /matches/near-misses?limit=24 at c=1 (no target; Discover asks for it beside the list above):`);
    console.log(
      `${"radius".padStart(6)} ${"passes".padStart(6)} ${"server p50".padStart(10)} ${"server p95".padStart(10)} ${"Node cpu".padStart(8)} ${"PG cpu".padStart(6)} ${"kept".padStart(5)}`,
    );
    for (const row of nearMisses.sort((a, b) => a.radius - b.radius || a.passes - b.passes)) {
      console.log(
        `${String(row.radius).padStart(6)} ${String(row.passes).padStart(6)} ${row.p50.toFixed(1).padStart(10)} ${row.p95.toFixed(1).padStart(10)} ${(row.cpu?.nodeMs.toFixed(2) ?? "-").padStart(8)} ${(row.cpu?.postgresMs.toFixed(2) ?? "-").padStart(6)} ${`${Math.round(row.keptShare * 100)}%`.padStart(5)}`,
      );
    }

    console.log(
      `\nGET /matches/upcoming?limit=24 at c=1, 2,000 passes and 40 friends who travel near each viewer's dates (no target):`,
    );
    for (const row of upcoming) {
      console.log(
        `${String(row.radius).padStart(6)} ${"".padStart(6)} ${row.p50.toFixed(1).padStart(10)} ${row.p95.toFixed(1).padStart(10)} ${(row.cpu?.nodeMs.toFixed(2) ?? "-").padStart(8)} ${(row.cpu?.postgresMs.toFixed(2) ?? "-").padStart(6)}`,
      );
    }

    for (const radius of RADII) {
      const plan = await queryRows<Record<string, string>>(
        db,
        sql`explain (analyze, buffers off, costs off, timing on) ${overlappingTravellersQuery({ viewerId: viewers[0]!, today: todayUtc(), discovery: { kind: "potential", radiusKm: radius }, page: { skip: 0, limit: DISCOVER_LIMIT }, cap: DISCOVER_LIMIT + 20 })}`,
      );
      console.log(`\nQuery plan, the first viewer with ${most} passes, radius_km=${radius}:`);
      console.log(plan.map((row) => Object.values(row)[0]).join("\n"));
    }
  } finally {
    server?.kill("SIGTERM");
    await handle.close();
    if (!options.keep) await admin.unsafe(`drop database if exists ${options.dbName} with (force)`);
    setOnSignal(undefined);
    await admin.end();
  }
}

/**
 * The warm-up's n-th request: every viewer at both radii in turn (viewer n % viewers, the radius
 * changing with each round of viewers; were the radius to go with n's parity, an even number of
 * viewers would each be warmed at one radius only).
 */
const warmUpPath = (n: number, viewers: number) =>
  `/matches/potential?radius_km=${RADII[Math.floor(n / viewers) % RADII.length]}&limit=${DISCOVER_LIMIT}`;

/** The entries of the viewers' Discover pages, on average: the passes take the people they would see first. */
async function meanPage(db: Database, viewers: number[], radiusKm: number): Promise<number> {
  let total = 0;
  for (const viewer of viewers) {
    const [page] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (${overlappingTravellersQuery({ viewerId: viewer, today: todayUtc(), discovery: { kind: "potential", radiusKm }, page: { skip: 0, limit: DISCOVER_LIMIT } })}) x where x.id is not null`,
    );
    total += page?.n ?? 0;
  }
  return total / viewers.length;
}

/** One cell's figures from one round. */
type Cell = {
  p50: number;
  p95: number;
  client95: number;
  keptShare: number;
  cpu?: { nodeMs: number; postgresMs: number };
};

/** A cell's rounds as one: the median of each figure (the share of kept answers too). */
function medianCell(samples: Cell[]): Cell {
  const median = (values: number[]) => percentile(values, 0.5);
  const cpus = samples.flatMap((cell) => (cell.cpu ? [cell.cpu] : []));
  return {
    p50: median(samples.map((cell) => cell.p50)),
    p95: median(samples.map((cell) => cell.p95)),
    client95: median(samples.map((cell) => cell.client95)),
    keptShare: median(samples.map((cell) => cell.keptShare)),
    cpu: cpus.length
      ? { nodeMs: median(cpus.map((cpu) => cpu.nodeMs)), postgresMs: median(cpus.map((cpu) => cpu.postgresMs)) }
      : undefined,
  };
}

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

/**
 * Where plans meet the viewer's plan `m` at the same-place setting, as discovery has it
 * (docs/decisions/027): `s.cities`, the plans to its place, the regions holding it and the places
 * its region holds; `s.anchors`, the plans anchored near those places. Arrays, so that the plans
 * are read from their indexes (`metThere`).
 */
const samePlaces = sql`cross join lateral (
            select coalesce(array_agg(x.id), '{}') as cities, coalesce(array_agg(x.id) filter (where x.anchors), '{}') as anchors from (
              select m.city_id as id, false as anchors where m.city_id is not null
              union all select pr.region_id, false from place_regions pr where pr.place_id = coalesce(m.city_id, m.near_city_id)
              union all select pr.place_id, true from place_regions pr where pr.region_id = m.city_id) x) s`;
const metThere = sql`(p.city_id = any(s.cities) or p.near_city_id = any(s.anchors))`;

/**
 * Leaves each viewer with exactly `passes` passes (0: no pairings at all; the data set gives every
 * tenth member a friend): first on the people discovery would show them (the cards they swiped
 * away), then on others, as a long-time member's passes are. The order is fixed, so a larger count
 * adds to the smaller one's passes. Returns the fewest and most pairings a viewer has.
 */
async function passOn(db: Database, viewers: number[], passes: number): Promise<{ min: number; max: number }> {
  const ids = `{${viewers.join(",")}}`;
  if (passes === 0)
    await db.execute(sql`delete from pairings where user1_id = any(${ids}::int[]) or user2_id = any(${ids}::int[])`);
  else
    for (const viewer of viewers) {
      await db.execute(sql`
      insert into pairings (user1_id, user2_id, relationship_type, requested_type, status)
      select ${viewer}::int, c.user_id, 'pass', 'pass', 'declined'
      from (
        select user_id from (
          select distinct p.user_id, 0 as tier
          from travel_plans m ${samePlaces}
          join travel_plans p on ${metThere} and p.status = 'active' and p.user_id <> m.user_id
            and daterange(p.arrival_date, p.departure_date, '[]') && daterange(m.arrival_date, m.departure_date, '[]')
          where m.user_id = ${viewer} and m.status = 'active'
          union all
          select u.id, 1 from users u where u.id <> ${viewer} and u.id % 97 = ${viewer} % 97
        ) x order by tier, hashint4(user_id) limit ${passes * 2}
      ) c
      on conflict do nothing`);
      await db.execute(sql`
      delete from pairings where id in (
        select id from pairings where user1_id = ${viewer} and relationship_type = 'pass' order by id offset ${passes})`);
    }
  await db.execute(sql`vacuum analyze pairings`);
  const [counts] = await queryRows<{ min: number; max: number }>(
    db,
    sql`
    select min(n)::int as min, max(n)::int as max from (
      select (select count(*) from pairings where user1_id = v or user2_id = v) as n from unnest(${ids}::int[]) v) x`,
  );
  return counts!;
}
