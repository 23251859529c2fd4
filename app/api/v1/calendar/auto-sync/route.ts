import { autoSync } from "@/lib/calendar/sync";
import { AutoSyncQuery } from "@/lib/calendar/schemas";
import { route } from "@/lib/http/route";

/** Up to five minutes per call where the host allows it (Vercel); batches stop starting at four. */
export const maxDuration = 300;
const TIME_BUDGET_MS = 240_000;

/**
 * The daily calendar sync, for a scheduler: Vercel Cron sends GET with `Authorization: Bearer
 * $CRON_SECRET`; a crontab's curl may send GET or POST. 401 without the secret.
 */
const handler = route({ auth: "public", query: AutoSyncQuery }, ({ req, query }) =>
  autoSync(req.headers.get("authorization"), { batchSize: query.batch_size, timeBudgetMs: TIME_BUDGET_MS }),
);

export { handler as GET, handler as POST };
