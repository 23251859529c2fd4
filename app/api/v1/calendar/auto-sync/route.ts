import { calendarApi, type AutoSyncReport } from "@/lib/calendar/contract";
import { autoSync } from "@/lib/calendar/sync";
import { route } from "@/lib/http/route";

/** Up to five minutes per call where the host allows it (Vercel); batches stop starting at four. */
export const maxDuration = 300;
const TIME_BUDGET_MS = 240_000;

/**
 * The daily calendar sync, for a scheduler: Vercel Cron sends GET with `Authorization: Bearer
 * $CRON_SECRET`; a crontab's curl may send GET or POST. 401 without the secret.
 */
const run = ({ req, query }: { req: Request; query: { batch_size: number } }): Promise<AutoSyncReport> =>
  autoSync(req.headers.get("authorization"), { batchSize: query.batch_size, timeBudgetMs: TIME_BUDGET_MS });

export const GET = route(calendarApi.autoSync, run);

export const POST = route(calendarApi.autoSyncPost, run);
