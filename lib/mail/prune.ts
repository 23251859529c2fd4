import "server-only";
import { sql } from "drizzle-orm";
import { queryRows, type DbOrTx } from "@/db/client";
import { MAIL_FAILED_KEEP_MS, MAIL_SENT_KEEP_MS } from "./values";

/**
 * Outbox pruning (docs/api.md §16, "Pruning"): sent rows go 7 days after they were sent; failed
 * ones 30 days after they were queued (they failed about four hours later), kept that long for a
 * look at what went wrong. Queued rows stay, however old. At most `limit` rows per call.
 */
export async function pruneOutbox(db: DbOrTx, options: { limit?: number } = {}): Promise<number> {
  const limit = options.limit ?? 1000;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from mail_outbox where id in (
      select id from mail_outbox
      where (status = 'sent' and sent_at < now() - ${MAIL_SENT_KEEP_MS}::bigint * interval '1 millisecond')
         or (status = 'failed' and created_at < now() - ${MAIL_FAILED_KEEP_MS}::bigint * interval '1 millisecond')
      limit ${limit}
    ) returning id`,
  );
  return rows.length;
}
