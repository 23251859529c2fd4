import fs from "node:fs";
import http from "node:http";
/**
 * Runs `total` calls with `concurrency` in flight and returns latency percentiles in ms. A call
 * may return the server's own time for it (from Server-Timing); those get percentiles too.
 */
export async function measure(total: number, concurrency: number, run: (index: number) => Promise<unknown>) {
  const latencies: number[] = [];
  const serverTimes: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const index = next++;
        const begin = performance.now();
        const serverTime = await run(index);
        latencies.push(performance.now() - begin);
        if (typeof serverTime === "number") serverTimes.push(serverTime);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    max: percentile(latencies, 1),
    perSecond: total / elapsed,
    server: serverTimes.length ? { p50: percentile(serverTimes, 0.5), p95: percentile(serverTimes, 0.95) } : undefined,
  };
}

/** The value at quantile `q` (0.5: the median; of an even count, the upper middle) of `values`, in any order. */
export function percentile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

export type Result = Awaited<ReturnType<typeof measure>> & { name: string; target?: number };

export function printTable(results: Result[], context: Record<string, number>) {
  console.log(
    `\n${Object.entries(context)
      .map(([key, value]) => `${key}=${value.toLocaleString("en")}`)
      .join("  ")}`,
  );
  const width = Math.max(...results.map((r) => r.name.length));
  console.log(
    `${"".padEnd(width)} ${"server p50".padStart(10)} ${"server p95".padStart(10)} ${"client p50".padStart(10)} ${"client p95".padStart(10)} ${"req/s".padStart(7)}  target (server p95)`,
  );
  const ms = (value: number | undefined) =>
    (value === undefined || Number.isNaN(value) ? "-" : value.toFixed(1)).padStart(10);
  for (const r of results) {
    const judged = r.server?.p95 ?? r.p95;
    const target = r.target ? `< ${r.target} ms ${judged < r.target ? "met" : "MISSED"}` : "";
    console.log(
      `${r.name.padEnd(width)} ${ms(r.server?.p50)} ${ms(r.server?.p95)} ${ms(r.p50)} ${ms(r.p95)} ${r.perSecond.toFixed(0).padStart(7)}  ${target}`,
    );
  }
  console.log(
    "server = the route's own time (Server-Timing: auth, parsing, query, serialising); client = what the load\n" +
      "generator saw, adding Next's routing and queueing on the same 2 cores as the database and the generator.\n" +
      "City search answers repeated prefixes from an in-process cache (cities are static); its raw SQL line is the\n" +
      "uncached query, and the 'first time' line is the HTTP route on prefixes it has not seen.",
  );
  const pairs: [string, string][] = [
    ["GET /matches/potential (HTTP)", "discovery query (raw SQL)"],
    ["GET /travel-plans/search/cities (HTTP)", "city search query (raw SQL)"],
  ];
  for (const [http, raw] of pairs) {
    const a = results.find((r) => r.name === http);
    const b = results.find((r) => r.name === raw);
    if (a && b)
      console.log(
        `${http}: server p95 ${((a.server?.p95 ?? a.p95) / b.p95).toFixed(1)}x the raw query's p95 (target within 3x)`,
      );
  }
}

/**
 * GET requests for the load: node:http on kept-alive sockets, the body read as bytes and not
 * decoded. The load runs on the server's own cores, so the client must cost little: Node's fetch
 * (undici, streams, gunzip) took ~2.5 ms of CPU per 40 kB answer, a quarter of the server's own,
 * and that contention showed up as server time. Sends `Accept-Encoding: gzip` as browsers do.
 * Resolves with the route's own time from Server-Timing (the whole header goes to `onTiming`);
 * any status but 200 is an error.
 */
export function benchGetter(base: string, sockets = 16, onTiming?: (header: string) => void) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const get = (path: string, token: string | undefined, retried: boolean) =>
    new Promise<number>((resolve, reject) => {
      const headers: Record<string, string> = { "accept-encoding": "gzip" };
      if (token) headers.authorization = `Bearer ${token}`;
      const request = http.get(`${base}${path}`, { agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          if (response.statusCode !== 200)
            return reject(new Error(`${path}: ${response.statusCode} ${Buffer.concat(chunks).toString()}`));
          const timing = String(response.headers["server-timing"] ?? "");
          onTiming?.(timing);
          resolve(Number(/dur=([\d.]+)/.exec(timing)?.[1]));
        });
      });
      request.on("error", (error: NodeJS.ErrnoException) => {
        // A kept-alive socket the server closed (idle past its keep-alive timeout) as the request
        // went out on it: sent again once on a new one, as Node's documentation advises.
        if (request.reusedSocket && error.code === "ECONNRESET" && !retried) resolve(get(path, token, true));
        else reject(error);
      });
    });
  return (path: string, token?: string) => get(path, token, false);
}

/** Linux counts a process's CPU time in /proc in ticks of 1/100 s (USER_HZ on every architecture Node runs on). */
const MS_PER_TICK = 10;

function cpuTicks(pid: string): number {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0; // gone since it was listed
  }
}

/**
 * PostgreSQL's backends serving `database`: their process titles name it after the user, as in
 * "postgres: 15/main: postgres overlap_bench 127.0.0.1(45202) idle" (the cluster's name optional).
 */
function backendsOf(database: string): string[] {
  const title = new RegExp(`^postgres: (?:.*: )?\\S+ ${database.replace(/\W/g, "\\$&")} `);
  return fs.readdirSync("/proc").filter((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      return title.test(fs.readFileSync(`/proc/${pid}/cmdline`, "utf8"));
    } catch {
      return false;
    }
  });
}

/**
 * CPU time spent by the server process and by PostgreSQL's backends for one database, read from
 * /proc: per request it is steadier than latency on a shared host, whose whole runs drift by
 * ±30 % (docs/benchmarks.md). `start()` returns a function that gives the milliseconds of each
 * since, divided by the requests made in between; undefined where there is no /proc (not Linux).
 */
export function cpuMeter(serverPid: number | undefined, database: string) {
  if (serverPid === undefined || !fs.existsSync(`/proc/${serverPid}/stat`)) return undefined;
  const pid = String(serverPid);
  return {
    start() {
      const node = cpuTicks(pid);
      const before = new Map(backendsOf(database).map((backend) => [backend, cpuTicks(backend)]));
      return (requests: number) => {
        let postgresTicks = 0;
        for (const backend of backendsOf(database)) postgresTicks += cpuTicks(backend) - (before.get(backend) ?? 0);
        return {
          nodeMs: ((cpuTicks(pid) - node) * MS_PER_TICK) / requests,
          postgresMs: (postgresTicks * MS_PER_TICK) / requests,
        };
      };
    },
  };
}
