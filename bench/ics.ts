// `npm run bench -- --case ics`: the worst iCalendar files (tests/hostile/ics-bombs.ts) read as the
// server reads them (a worker thread with its time limit and heap caps, lib/calendar/ics-pool.ts).
// Prints, per file, the time to an answer, what was kept and skipped, the worker's heap at the end
// and this process's RSS. Needs no database.
import { AppError } from "@/lib/http/errors";
import { ICS_WINDOW_DAYS } from "@/lib/calendar/service";
import { readIcsInWorker } from "@/lib/calendar/ics-pool";
import { icsBombs } from "../tests/hostile/ics-bombs";

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes: number) => `${Math.ceil(bytes / 1024).toLocaleString("en")} KB`;

export async function icsCase(): Promise<void> {
  const rows: string[][] = [["file", "size", "ms", "answer", "kept", "skipped", "worker heap", "rss"]];
  let peakRss = process.memoryUsage().rss;
  for (const bomb of icsBombs()) {
    const now = new Date();
    const started = performance.now();
    let answer: string[];
    try {
      const result = await readIcsInWorker(bomb.bytes, { from: now, to: new Date(now.getTime() + ICS_WINDOW_DAYS * 86_400_000) });
      answer = result.ok
        ? ["200", String(result.result.events.length), String(result.result.skippedCount), mb(result.heapBytes)]
        : [result.notCalendar ? "422" : "error", "", "", ""];
    } catch (error) {
      answer = [error instanceof AppError ? String(error.status) : "error", "", "", ""];
    }
    const ms = performance.now() - started;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    rows.push([bomb.name, kb(bomb.bytes.length), ms.toFixed(0), answer[0]!, answer[1]!, answer[2]!, answer[3]!, mb(process.memoryUsage().rss)]);
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows) console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join("  "));
  console.log(`peak RSS of the bench process: ${mb(peakRss)} (the server's answer budget is 5 s per file)`);
}
