/** Runs `total` calls with `concurrency` in flight and returns latency percentiles in ms. */
export async function measure(total: number, concurrency: number, run: (index: number) => Promise<unknown>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const index = next++;
        const begin = performance.now();
        await run(index);
        latencies.push(performance.now() - begin);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { p50: at(0.5), p95: at(0.95), max: latencies[latencies.length - 1]!, perSecond: total / elapsed };
}

export type Result = Awaited<ReturnType<typeof measure>> & { name: string; target?: number };

export function printTable(results: Result[], context: Record<string, number>) {
  console.log(`\n${Object.entries(context).map(([key, value]) => `${key}=${value.toLocaleString("en")}`).join("  ")}`);
  console.log(`${"".padEnd(42)} ${"p50 ms".padStart(8)} ${"p95 ms".padStart(8)} ${"max ms".padStart(8)} ${"req/s".padStart(8)}  target p95`);
  for (const r of results) {
    const target = r.target ? `< ${r.target} ms ${r.p95 < r.target ? "met" : "MISSED"}` : "";
    console.log(`${r.name.padEnd(42)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.max.toFixed(1).padStart(8)} ${r.perSecond.toFixed(0).padStart(8)}  ${target}`);
  }
  const pairs: [string, string][] = [
    ["GET /matches/potential (HTTP)", "discovery query (raw SQL)"],
    ["GET /travel-plans/search/cities (HTTP)", "city search query (raw SQL)"],
  ];
  for (const [http, raw] of pairs) {
    const a = results.find((r) => r.name === http);
    const b = results.find((r) => r.name === raw);
    if (a && b) console.log(`${http}: p95 ${(a.p95 / b.p95).toFixed(1)}x the raw query (target within 3x)`);
  }
}
