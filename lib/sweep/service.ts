import "server-only";
import { sql } from "drizzle-orm";
import { getDatabaseHandle, getDb } from "@/db/client";
import { sweepPastEvents } from "@/lib/calendar/keep";
import { assertCronSecret } from "@/lib/http/cron-secret";
import { showExpiredReferences } from "@/lib/references/service";
import { removeUnsentPhotos } from "@/lib/uploads/removal";
import type { SweepReport } from "./contract";

/**
 * One sweep of what members store (docs/security.md, "Counts" and "Stored files"): calendar events
 * that are over, of every member, and message photos not sent a day after their upload, with their
 * files; and references whose window ended while hidden are shown (docs/api.md §3.6). Each part
 * runs even when another fails; a failure is thrown once all have run, and the next sweep takes up
 * what was left.
 */
export async function sweepStoredData(now = new Date()): Promise<SweepReport> {
  const failures: unknown[] = [];
  const attempt = async (work: () => Promise<number>) => work().catch((error: unknown) => (failures.push(error), 0));
  const report = {
    calendar_events_removed: await attempt(async () => sweepPastEvents(await getDb())),
    unsent_photos_removed: await attempt(() => removeUnsentPhotos(now)),
    references_shown: await attempt(() => showExpiredReferences(now)),
  };
  await attempt(async () => (await reclaimSpace(), 0));
  if (failures.length > 0) throw failures[0];
  return report;
}

/**
 * PGlite runs PostgreSQL in single-user mode, where autovacuum never runs: the space of deleted
 * and replaced rows would never be reused, and a member's uploads, each replacing 1,000 kept
 * events, would grow the table on disk as before (1.5 MB an upload, docs/benchmarks.md). So the
 * sweep vacuums the tables members churn; after the first time it reads only the pages changed
 * since. PostgreSQL's autovacuum does this itself.
 */
async function reclaimSpace(): Promise<void> {
  const handle = await getDatabaseHandle();
  if (handle.kind === "pglite") await handle.db.execute(sql`vacuum calendar_events, uploads, removed_files`);
}

/** The sweep for hosts without a long-lived process (GET or POST /sweep): the scheduler's secret first. */
export async function sweepByScheduler(authorization: string | null): Promise<SweepReport> {
  assertCronSecret(authorization, "The sweep of stored data");
  return sweepStoredData();
}
