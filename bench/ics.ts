// `npm run bench -- --case ics`: the worst iCalendar files (tests/hostile/ics-bombs.ts) read as the
// server reads them (a worker thread with its time limit and heap caps, lib/calendar/ics-pool.ts).
// Prints, per file, the time to an answer, what was kept and skipped, the worker's heap at the end
// and this process's RSS. Then one member's hundred uploads of different 1,000-event files
// through the real service (lib/calendar/service.ts uploadIcs, in-memory PGlite with the cities of
// 50,000 people or more): the time of uploads 1, 10, 50 and 100 and the rows kept after each.
import { sql } from "drizzle-orm";
import { getDb, openDatabase, queryRows, setDatabase } from "@/db/client";
import { AppError } from "@/lib/errors/app-error";
import { ICS_WINDOW_DAYS, uploadIcs } from "@/lib/calendar/service";
import { readIcsInWorker } from "@/lib/calendar/ics-pool";
import { sweepStoredData } from "@/lib/sweep/service";
import { buildUser } from "../tests/factories";
import { loadTestCities } from "../tests/helpers/cities";
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
      const result = await readIcsInWorker(bomb.bytes, {
        from: now,
        to: new Date(now.getTime() + ICS_WINDOW_DAYS * 86_400_000),
      });
      answer = result.ok
        ? ["200", String(result.result.events.length), String(result.result.skippedCount), mb(result.heapBytes)]
        : [result.notCalendar ? "422" : "error", "", "", ""];
    } catch (error) {
      answer = [error instanceof AppError ? String(error.status) : "error", "", "", ""];
    }
    const ms = performance.now() - started;
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    rows.push([
      bomb.name,
      kb(bomb.bytes.length),
      ms.toFixed(0),
      answer[0]!,
      answer[1]!,
      answer[2]!,
      answer[3]!,
      mb(process.memoryUsage().rss),
    ]);
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join("  "),
    );
  console.log(`peak RSS of the bench process: ${mb(peakRss)} (the server's answer budget is 5 s per file)`);
  await keptEventsCase();
}

const UPLOADS = 100;
const SHOWN = new Set([1, 2, 10, 50, 100]);

/** The `file`th calendar of one member: 1,000 one-day meetings over the next 250 days, UIDs its own, about 1.5 MB. */
function memberCalendar(file: number): Buffer {
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10).replaceAll("-", "");
  const agenda = `Agenda for the weekly review of file ${file}: ${"numbers, plans, open questions and next steps; ".repeat(22)}`;
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Bench//Kept events//EN"];
  for (let i = 0; i < 1_000; i++) {
    const offset = 1 + Math.floor(i / 4);
    lines.push(
      "BEGIN:VEVENT",
      `UID:file-${file}-event-${i}@bench.test`,
      "DTSTAMP:20250101T000000Z",
      `DTSTART;VALUE=DATE:${day(offset)}`,
      `DTEND;VALUE=DATE:${day(offset + 1)}`,
      "SUMMARY:Team meeting",
      `DESCRIPTION:${agenda}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR", "");
  return Buffer.from(lines.join("\r\n"));
}

/**
 * One member's hundredth upload must cost what the first did (docs/security.md, "Counts"). The
 * per-member limit (20 an hour) is reset before each upload: the bench measures the work, not the limit.
 */
async function keptEventsCase(): Promise<void> {
  const handle = await openDatabase({ kind: "pglite" });
  setDatabase(handle);
  try {
    await loadTestCities();
    const user = await buildUser();
    const actor = { id: user.id, isAdmin: false, user };
    const db = await getDb();
    const rows: string[][] = [["upload", "size", "ms", "events answered", "rows kept", "table size", "rss", "wal"]];
    for (let file = 1; file <= UPLOADS; file++) {
      const bytes = memberCalendar(file);
      await db.execute(sql`delete from rate_limit_counters`);
      const started = performance.now();
      const answer = await uploadIcs(actor, bytes);
      const ms = performance.now() - started;
      // The server sweeps every 10 minutes, in which a member may upload 3.3 files (20 an hour).
      if (file % 3 === 0) await sweepStoredData();
      if (!SHOWN.has(file)) continue;
      const [kept] = await queryRows<{ count: number; size: number; wal: number }>(
        db,
        sql`select count(*)::int as count, pg_total_relation_size('calendar_events')::float8 as size, (select sum(size)::float8 from pg_ls_waldir()) as wal from calendar_events where user_id = ${user.id}`,
      );
      rows.push([
        String(file),
        kb(bytes.length),
        ms.toFixed(0),
        String(answer.total_events),
        String(kept!.count),
        mb(kept!.size),
        mb(process.memoryUsage().rss),
        mb(kept!.wal),
      ]);
    }
    console.log(`\none member's ${UPLOADS} uploads of different 1,000-event files (uploadIcs, in-memory PGlite):`);
    const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
    for (const row of rows) console.log(row.map((cell, column) => cell.padStart(widths[column]!)).join("  "));
  } finally {
    setDatabase(undefined);
    await handle.close();
  }
}
